import Fastify, { FastifyInstance } from 'fastify';
import { ProblemException, problems } from '../http/problem';
import { holdAnswersUntilAdmitted } from './admission';
import type { AuthenticatedRequest } from './authenticated.decorator';

/** A route that starts on `admitted` (as the guard leaves it) and answers `answer` the moment it is ready. */
async function appWith(admitted: (() => Promise<void>) | null, answer: 'page' | 'bad request'): Promise<FastifyInstance> {
  const app = Fastify();
  holdAnswersUntilAdmitted(app);
  app.get('/', async (request, reply) => {
    if (admitted) {
      const pending = admitted();
      pending.catch(() => undefined);
      (request as AuthenticatedRequest).admitted = pending;
    }
    if (answer === 'bad request') {
      return reply
        .status(400)
        .header('content-type', 'application/problem+json')
        .send({ status: 400, code: 'validation_failed', errors: [{ field: 'limit', message: 'must be between 1 and 250' }] });
    }
    return { data: [{ id: 'e1' }], next_cursor: null };
  });
  await app.ready();
  return app;
}

/** `work`'s result (or error) a little later, as the Redis round trip of an admission settles. */
const later = <T>(work: () => T, ms = 20): Promise<T> => new Promise<void>((resolve) => setTimeout(resolve, ms)).then(work);

describe('holdAnswersUntilAdmitted', () => {
  it('leaves the answer of a request that is not speculative alone', async () => {
    const app = await appWith(null, 'page');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ id: 'e1' }], next_cursor: null });
  });

  it('holds the answer until the admission settles, then sends it unchanged', async () => {
    let settled = false;
    const app = await appWith(() => later(() => void (settled = true)), 'page');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(settled).toBe(true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ data: [{ id: 'e1' }], next_cursor: null });
  });

  it.each(['page', 'bad request'] as const)('sends the refusal instead of the route’s answer (%s)', async (answer) => {
    const app = await appWith(
      () =>
        later(() => {
          throw problems.apiKeyRevoked();
        }),
      answer,
    );
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'ignored-here' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      code: 'api_key_revoked',
      detail: 'The API key has been revoked.',
      request_id: expect.any(String),
    });
  });

  it('keeps what the refusal carries: its extras and headers, and those the admission set on the reply', async () => {
    const app = Fastify();
    holdAnswersUntilAdmitted(app);
    app.get('/', async (request, reply) => {
      const pending = later(() => {
        reply.header('ratelimit-remaining', '0');
        throw new ProblemException(429, 'rate_limited', 'Too many requests for this API key; retry later.', {}, { 'retry-after': '1' });
      });
      pending.catch(() => undefined);
      (request as AuthenticatedRequest).admitted = pending;
      return { data: [], next_cursor: null };
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(res.json()).toMatchObject({ status: 429, code: 'rate_limited' });

    const scoped = await appWith(() => Promise.reject(problems.insufficientScope('events:read')), 'page');
    const forbidden = await scoped.inject({ method: 'GET', url: '/' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'insufficient_scope', required_scope: 'events:read' });
  });
});
