import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, createTenant, ingest, sessionHeaders, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

/** The committed copy (CONTRIBUTING.md, OpenAPI): regenerate with `UPDATE_OPENAPI=1 npm test -w backend -- openapi`. */
const COMMITTED = join(__dirname, '../../openapi.json');

type Operation = {
  operationId?: string;
  summary?: string;
  security?: object[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

describe('the OpenAPI document', () => {
  let api: TestApp;
  let receiver: Receiver;
  let document: Document;

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await startReceiver();
    document = (await request(api.url).get('/api/openapi.json').expect(200)).body;
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result).toMatchObject({ valid: true });
  });

  it('matches the committed backend/openapi.json', () => {
    const generated = JSON.stringify(document, null, 2) + '\n';
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(COMMITTED, generated);
    expect(existsSync(COMMITTED)).toBe(true);
    // When this fails, the API changed: regenerate the file (see COMMITTED) and commit it.
    expect(readFileSync(COMMITTED, 'utf8')).toBe(generated);
  });

  it('answers a method a documented path does not serve with 405 and an Allow header naming those it does', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const [path, item] of Object.entries(document.paths)) {
      const served = Object.keys(item).map((method) => method.toUpperCase());
      const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      // A path another template also matches (`/api/events/bulk-retry` is an `/api/events/{eventId}`)
      // is served every method of that template too: those go to its route, not to a 405.
      const overlapping = Object.entries(document.paths)
        .filter(([other]) => other !== path && new RegExp(`^${other.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(concrete))
        .flatMap(([, otherItem]) => Object.keys(otherItem).map((method) => method.toUpperCase()));
      for (const method of METHODS.filter((m) => !served.includes(m))) {
        const res = await fetch(`${api.url}${concrete}`, { method });
        const where = `${method} ${path}`;
        if (overlapping.includes(method)) {
          expect([where, res.status]).not.toEqual([where, 405]);
          continue;
        }
        expect([where, res.status]).toEqual([where, 405]);
        expect([where, res.headers.get('content-type')]).toEqual([where, expect.stringMatching(/^application\/problem\+json/)]);
        const allowed = (res.headers.get('allow') ?? '').split(', ').filter((m) => m !== 'HEAD');
        expect([where, allowed.sort()]).toEqual([where, [...new Set([...served, ...overlapping])].sort()]);
        expect([where, ((await res.json()) as { code: string }).code]).toEqual([where, 'method_not_allowed']);
      }
    }
  });

  it('documents every operation: id, summary, a success response with its schema, its errors and its security', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const { path, method, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, typeof op.operationId]).toEqual([where, 'string']);
      expect([where, typeof op.summary]).toEqual([where, 'string']);
      // A browser's redirect back from the identity provider succeeds with a redirect of its own (302, no body).
      const success = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status) || status === '302');
      expect([where, success.length > 0]).toEqual([where, true]);
      for (const [status, response] of success) {
        if (status !== '204' && status !== '302')
          expect([where, status, Object.keys(response.content ?? {}).length > 0]).toEqual([where, status, true]);
      }
      // Every operation that takes input says how it refuses it; health, metrics and the document take none.
      const operational = ['/healthz', '/readyz', '/metrics', '/api/openapi.json'].includes(path);
      if (!operational) expect([where, op.responses['400']?.content?.['application/problem+json']]).toEqual([where, expect.anything()]);
      expect([where, op.responses['405']?.content?.['application/problem+json']]).toEqual([where, expect.anything()]);
      const isPublic =
        operational || path.startsWith('/api/ingest/') || /\/api\/auth\/(signup|login|accept-invitation|sso|sso\/callback)$/.test(path);
      if (!isPublic) expect([where, (op.security ?? []).length > 0]).toEqual([where, true]);
    }
  });

  it('describes what the routes really answer', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: document.components });
    const check = (schemaName: string, body: unknown) => {
      const valid = ajv.validate({ $ref: `openapi#/components/schemas/${schemaName}` }, body);
      expect([schemaName, valid ? [] : ajv.errors]).toEqual([schemaName, []]);
    };

    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"doc":1}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    const key = bearer(tenant.key);

    check('IngestResponseDto', accepted.body);
    check('EventListResponseDto', (await request(api.url).get('/api/events').set(key).expect(200)).body);
    check('EventDetailResponseDto', (await request(api.url).get(`/api/events/${accepted.body.event_id}`).set(key).expect(200)).body);
    check(
      'ReplayEventResponseDto',
      (await request(api.url).post(`/api/events/${accepted.body.event_id}/replay`).set(key).expect(202)).body,
    );
    check('RetryEventResponseDto', (await request(api.url).post(`/api/events/${accepted.body.event_id}/retry`).set(key).expect(202)).body);
    check('ProjectListResponseDto', (await request(api.url).get('/api/projects').set(key).expect(200)).body);
    check('ProjectResponseDto', (await request(api.url).post('/api/projects').set(key).send({ name: 'Docs' }).expect(201)).body);
    check('EndpointListResponseDto', (await request(api.url).get('/api/endpoints').set(key).expect(200)).body);
    check('EndpointResponseDto', (await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}`).set(key).expect(200)).body);
    check(
      'EndpointResponseDto',
      (await request(api.url).patch(`/api/endpoints/${tenant.endpoint.id}`).set(key).send({ rate_limit_per_second: 5 }).expect(200)).body,
    );
    check(
      'RotatedTokenResponseDto',
      (await request(api.url).post(`/api/endpoints/${tenant.endpoint.id}/rotate-token`).set(key).expect(200)).body,
    );
    const projectId = (await request(api.url).get('/api/projects').set(key)).body.data[0].id;
    check(
      'CreatedEndpointResponseDto',
      (await request(api.url).post('/api/endpoints').set(key).send({ project_id: projectId, name: 'doc' }).expect(201)).body,
    );
    check(
      'DestinationListResponseDto',
      (await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(key).expect(200)).body,
    );
    check(
      'CreatedDestinationResponseDto',
      (
        await request(api.url)
          .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
          .set(key)
          .send({ name: 'd', url: receiver.url })
          .expect(201)
      ).body,
    );
    check(
      'DestinationResponseDto',
      (await request(api.url).patch(`/api/destinations/${tenant.destination!.id}`).set(key).send({ name: 'renamed' }).expect(200)).body,
    );
    check(
      'RotatedSecretResponseDto',
      (await request(api.url).post(`/api/destinations/${tenant.destination!.id}/rotate-secret`).set(key).expect(200)).body,
    );
    check('SessionResponseDto', (await request(api.url).get('/api/auth/me').set('cookie', tenant.session.cookie).expect(200)).body);
    const created = await request(api.url)
      .post('/api/api-keys')
      .set(sessionHeaders(tenant.session))
      .send({ name: 'doc', scopes: ['events:read'] })
      .expect(201);
    check('CreatedApiKeyResponseDto', created.body);
    check('ApiKeyListResponseDto', (await request(api.url).get('/api/api-keys').set('cookie', tenant.session.cookie).expect(200)).body);
    check(
      'ApiKeyResponseDto',
      (await request(api.url).post(`/api/api-keys/${created.body.id}/revoke`).set(sessionHeaders(tenant.session)).expect(200)).body,
    );
    const invited = await request(api.url)
      .post('/api/invitations')
      .set(sessionHeaders(tenant.session))
      .send({ email: `doc-${tenant.session.userId}@example.test`, role: 'developer' })
      .expect(201);
    check('CreatedInvitationDto', invited.body);
    check('InvitationListDto', (await request(api.url).get('/api/invitations').set('cookie', tenant.session.cookie).expect(200)).body);
    const joined = await request(api.url)
      .post('/api/auth/accept-invitation')
      .send({ token: new URL(invited.body.invite_url).searchParams.get('token'), name: 'Doc', password: 'correct horse battery staple' })
      .expect(200);
    check('SessionResponseDto', joined.body);
    check('MemberListDto', (await request(api.url).get('/api/members').set('cookie', tenant.session.cookie).expect(200)).body);
    check(
      'MemberDto',
      (
        await request(api.url)
          .patch(`/api/members/${joined.body.user.id}`)
          .set(sessionHeaders(tenant.session))
          .send({ role: 'viewer' })
          .expect(200)
      ).body,
    );
    check('Problem', (await request(api.url).get('/api/events/not-an-id').set(key).expect(400)).body);
    check('Problem', (await request(api.url).get('/api/events').expect(401)).body);
  });
});
