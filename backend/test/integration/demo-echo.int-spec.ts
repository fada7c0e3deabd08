import fc from 'fast-check';
import request from 'supertest';
import { expectProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

describe('the demo receiver (DEMO_ECHO=true)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ DEMO_ECHO: 'true' });
  });

  afterAll(() => api.close());

  it('answers 200 to a delivery of any content type, as a real receiver does', async () => {
    const contentType = fc.oneof(
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'application/octet-stream'),
      fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,20}$/),
    );
    await fc.assert(
      fc.asyncProperty(contentType, fc.uint8Array({ maxLength: 2048 }), async (type, body) => {
        const res = await request(api.url).post('/demo/echo').set('content-type', type).send(Buffer.from(body));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ received: true });
      }),
      { numRuns: 30 },
    );
  });

  it('leaves the other routes to JSON', async () => {
    const res = await request(api.url)
      .post('/api/auth/login')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('email=a&password=b');
    expectProblem(res, 415, 'unsupported_media_type');
  });
});
