import fc from 'fast-check';
import request from 'supertest';
import { SqlExecutor } from '../../src/core/database/sql';
import { bearer, createTenant, pollUntil, sessionHeaders } from '../support/factories';
import { asText } from '../support/csv';
import { startTestApp, TestApp } from '../support/test-app';

/** A secret no other text of an entry can hold by chance. */
const secretArb = fc.stringMatching(/^[A-Za-z0-9]{16,24}$/).map((text) => `S3CR3T${text}`);

/** One change that carries a secret, and what it sent. */
type Step =
  | { kind: 'headers'; name: string; value: string }
  | { kind: 'transformation'; value: string }
  | { kind: 'broker'; password: string }
  | { kind: 'verification'; secrets: string[] }
  | { kind: 'verificationSecret'; value: string }
  | { kind: 'rotations' }
  | { kind: 'apiKey' }
  | { kind: 'wrongPassword'; value: string };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('headers' as const),
    name: fc.constantFrom('x-api-key', 'x-token', 'authorization-ish'),
    value: secretArb,
  }),
  fc.record({ kind: fc.constant('transformation' as const), value: secretArb }),
  fc.record({ kind: fc.constant('broker' as const), password: secretArb }),
  fc.record({ kind: fc.constant('verification' as const), secrets: fc.uniqueArray(secretArb, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('verificationSecret' as const), value: secretArb }),
  fc.constant({ kind: 'rotations' as const }),
  fc.constant({ kind: 'apiKey' as const }),
  fc.record({ kind: fc.constant('wrongPassword' as const), value: secretArb.map((text) => `${text}-password`) }),
);

/**
 * docs/http.md, Audit log: whatever changes carry (custom header values, transformation code,
 * broker passwords, verification secrets, rotated tokens and signing secrets, new API keys, a
 * mistyped password), no entry holds them: not the table, not the list, not the export.
 */
describe('audit log entries never hold a secret (property)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(() => api.close());

  it('generated changes leave their secrets out of every entry', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (steps) => {
        const tenant = await createTenant(api.url, 'https://receiver.example/hook');
        const destination = tenant.destination!;
        const verification = `/api/endpoints/${tenant.endpoint.id}/verification`;
        const sent: string[] = [tenant.key, tenant.endpoint.token, destination.secret];
        let verifying = false;
        let applied = 0; // the steps that changed something (each records at least one entry)
        for (const step of steps) {
          if (step.kind !== 'verificationSecret' || verifying) applied++;
          if (step.kind === 'headers') {
            await request(api.url)
              .patch(`/api/destinations/${destination.id}`)
              .set(bearer(tenant.key))
              .send({ headers: { [step.name]: step.value } })
              .expect(200);
            sent.push(step.value);
          } else if (step.kind === 'transformation') {
            const code = `function handler(request) { request.headers['x-secret'] = '${step.value}'; return request; }`;
            await request(api.url)
              .patch(`/api/destinations/${destination.id}`)
              .set(bearer(tenant.key))
              .send({ transformation: { code } })
              .expect(200);
            sent.push(step.value);
          } else if (step.kind === 'broker') {
            const created = await request(api.url)
              .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
              .set(bearer(tenant.key))
              .send({
                name: 'broker',
                type: 'amqp',
                url: `amqp://hook:${step.password}@broker.example:5672`,
                exchange: 'x',
                routing_key: 'k',
              })
              .expect(201);
            await request(api.url)
              .patch(`/api/destinations/${created.body.id}`)
              .set(bearer(tenant.key))
              .send({ url: `amqp://hook:${step.password}x@broker.example:5672` })
              .expect(200);
            sent.push(step.password, created.body.signing_secret);
          } else if (step.kind === 'verification') {
            await request(api.url).put(verification).set(bearer(tenant.key)).send({ type: 'github', secrets: step.secrets }).expect(200);
            verifying = true;
            sent.push(...step.secrets);
          } else if (step.kind === 'verificationSecret' && verifying) {
            const res = await request(api.url).post(`${verification}/secrets`).set(bearer(tenant.key)).send({ secret: step.value });
            expect([200, 409]).toContain(res.status); // 409 too_many_secrets past 5
            if (res.status === 409) applied--;
            sent.push(step.value);
          } else if (step.kind === 'rotations') {
            const token = await request(api.url)
              .post(`/api/endpoints/${tenant.endpoint.id}/rotate-token`)
              .set(bearer(tenant.key))
              .expect(200);
            const secret = await request(api.url)
              .post(`/api/destinations/${destination.id}/rotate-secret`)
              .set(bearer(tenant.key))
              .send({})
              .expect(200);
            sent.push(token.body.token, secret.body.signing_secret);
          } else if (step.kind === 'apiKey') {
            const key = await request(api.url)
              .post('/api/api-keys')
              .set(sessionHeaders(tenant.session))
              .send({ name: 'generated', scopes: ['events:read'] })
              .expect(201);
            sent.push(key.body.key);
          } else if (step.kind === 'wrongPassword') {
            const failures = () =>
              request(api.url)
                .get('/api/audit-log?action=session.sign_in_failed&limit=250')
                .set('cookie', tenant.session.cookie)
                .then((res) => (res.body.data as unknown[]).length);
            const before = await failures();
            await request(api.url).post('/api/auth/login').send({ email: tenant.session.email, password: step.value }).expect(401);
            await pollUntil(failures, (count) => count > before); // written just after the answer
            sent.push(step.value);
          }
        }

        const { rows } = await api.app
          .get(SqlExecutor)
          .query<{ text: string }>(`SELECT row_to_json(a)::text AS text FROM audit_log a WHERE a.organization_id = $1`, [
            tenant.session.organizationId,
          ]);
        const stored = rows.map((row) => row.text).join('\n');
        const listed = JSON.stringify(
          (await request(api.url).get('/api/audit-log?limit=250').set('cookie', tenant.session.cookie).expect(200)).body,
        );
        const exported = (
          await request(api.url).get('/api/audit-log/export').set('cookie', tenant.session.cookie).buffer(true).parse(asText)
        ).body as string;
        // The tenant's four (organization, key, endpoint, destination) and the steps' changes were recorded…
        expect(rows.length).toBeGreaterThanOrEqual(4 + applied);
        for (const secret of sent) {
          // …and none of what they carried.
          expect({ secret, stored: stored.includes(secret) }).toEqual({ secret, stored: false });
          expect({ secret, listed: listed.includes(secret), exported: exported.includes(secret) }).toEqual({
            secret,
            listed: false,
            exported: false,
          });
        }
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
