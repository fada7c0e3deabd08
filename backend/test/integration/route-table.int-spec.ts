import request, { Response } from 'supertest';
import { ALL_SCOPES, Scope } from '../../src/core/auth/scopes';
import { bearer, createApiKey, createDestination, createEndpoint, ingest, Session, sessionHeaders, signup } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Declaration = Scope | 'session' | 'public';

interface Operation {
  /** e.g. `POST /api/endpoints/{endpointId}/rotate-token` */
  route: string;
  method: Method;
  path: string;
  operationId: string;
  declaration: Declaration;
  pathParams: string[];
}

/** Routes that take no credentials at all. Adding one here is a deliberate decision. */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/ingest/{endpointToken}',
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /api/openapi.json',
]);

/** CONTRACT §2 (the seed's routes and the session-only ones) and §6 (management routes). */
const CONTRACT_ROUTES: Record<string, Declaration> = {
  'GET /api/events': 'events:read',
  'GET /api/events/{eventId}': 'events:read',
  'POST /api/events/{eventId}/replay': 'events:replay',
  'POST /api/events/{eventId}/retry': 'deliveries:retry',
  'POST /api/delivery-jobs/{jobId}/retry': 'deliveries:retry',
  'GET /api/endpoints': 'endpoints:read',
  'POST /api/endpoints/{endpointId}/rotate-token': 'endpoints:write',
  'GET /api/projects': 'endpoints:read',
  'POST /api/projects': 'endpoints:write',
  'POST /api/endpoints': 'endpoints:write',
  'GET /api/endpoints/{endpointId}': 'endpoints:read',
  'PATCH /api/endpoints/{endpointId}': 'endpoints:write',
  'GET /api/endpoints/{endpointId}/destinations': 'endpoints:read',
  'POST /api/endpoints/{endpointId}/destinations': 'endpoints:write',
  'PATCH /api/destinations/{destinationId}': 'endpoints:write',
  'DELETE /api/destinations/{destinationId}': 'endpoints:write',
  'POST /api/destinations/{destinationId}/rotate-secret': 'endpoints:write',
  'GET /api/events/export': 'session',
  'POST /api/api-keys': 'session',
  'GET /api/api-keys': 'session',
  'POST /api/api-keys/{keyId}/revoke': 'session',
  'GET /api/auth/me': 'session',
  'POST /api/auth/logout': 'session',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/ingest/{endpointToken}': 'public',
  // Issue 16: bulk operations (reading them follows events:read; cancelling also needs the scope of their kind).
  'POST /api/events/bulk-retry': 'deliveries:retry',
  'POST /api/events/bulk-replay': 'events:replay',
  'GET /api/operations': 'events:read',
  'GET /api/operations/{operationId}': 'events:read',
  'POST /api/operations/{operationId}/cancel': 'events:read',
  'GET /api/event-summaries': 'events:read',
};

/**
 * Routes that need a scope besides their declared one, decided by the resource: cancelling an
 * operation needs the scope that starts its kind (world()'s operation is a retry).
 */
const RESOURCE_SCOPES: Record<string, Scope[]> = {
  'POST /api/operations/{operationId}/cancel': ['deliveries:retry'],
};

/** Everything one organization owns that a path can point at. */
interface World {
  session: Session;
  key: string;
  projectId: string;
  ids: Record<string, string>;
}

/**
 * Walks every operation of the running app's OpenAPI document and holds each to its declaration:
 * scoped routes refuse a key without the scope, a revoked key and no credentials, and hide other
 * organizations' resources; session-only routes refuse bearer keys; public routes are listed here.
 */
describe('the route table (CONTRACT §1, §2)', () => {
  let api: TestApp;
  let receiver: Receiver;
  let operations: Operation[];

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await startReceiver();
    const doc = (await request(api.url).get('/api/openapi.json').expect(200)).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            security?: Record<string, string[]>[];
            'x-required-scope'?: string;
            parameters?: { in: string; name: string }[];
          }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        method: method as Method,
        path,
        operationId: op.operationId,
        declaration: declarationOf(`${method.toUpperCase()} ${path}`, op.security, op['x-required-scope']),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    );
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  /** What the document declares; anything unclear is recorded as an error string, failing the suite. */
  function declarationOf(route: string, security: Record<string, string[]>[] | undefined, scope: string | undefined): Declaration {
    const schemes = JSON.stringify(security ?? []);
    if (scope !== undefined) {
      if (!ALL_SCOPES.includes(scope as Scope)) throw new Error(`${route}: unknown x-required-scope ${scope}`);
      if (schemes !== JSON.stringify([{ bearer: [] }, { session: [] }])) throw new Error(`${route}: scoped, but security is ${schemes}`);
      return scope as Scope;
    }
    if (schemes === JSON.stringify([{ session: [] }])) return 'session';
    if (PUBLIC_ROUTES.has(route) && schemes === '[]') return 'public';
    throw new Error(
      `${route} declares neither x-required-scope, session security, nor is it an allowed public route (security ${schemes})`,
    );
  }

  /** A fresh organization with an endpoint, a destination, an event and its delivery job. */
  async function world(): Promise<World> {
    const session = await signup(api.url);
    const key = await createApiKey(api.url, session);
    const endpoint = await createEndpoint(api.url, key);
    const destination = await createDestination(api.url, key, endpoint.id, receiver.url);
    const accepted = await ingest(api.url, endpoint.token, '{"route":"table"}').expect(202);
    const event = await request(api.url).get(`/api/events/${accepted.body.event_id}`).set(bearer(key)).expect(200);
    const keys = await request(api.url).get('/api/api-keys').set('cookie', session.cookie).expect(200);
    const operation = await request(api.url)
      .post('/api/events/bulk-retry')
      .set(bearer(key))
      .send({ status: ['failed'] })
      .expect(202);
    const notifications = await request(api.url)
      .post('/api/notification-endpoints')
      .set(bearer(key))
      .send({ url: receiver.url })
      .expect(201);
    // Two secrets, so removing one is allowed.
    const verification = await request(api.url)
      .put(`/api/endpoints/${endpoint.id}/verification`)
      .set(bearer(key))
      .send({ type: 'header_token', header_name: 'X-Route-Table', secrets: ['route-table-1', 'route-table-2'] })
      .expect(200);
    return {
      session,
      key,
      projectId: endpoint.projectId,
      ids: {
        endpointId: endpoint.id,
        destinationId: destination.id,
        eventId: event.body.event_id,
        jobId: event.body.delivery_jobs[0].id,
        keyId: keys.body.data[0].id,
        endpointToken: endpoint.token,
        operationId: operation.body.id,
        eventUuid: event.body.id,
        notificationEndpointId: notifications.body.id,
        secretId: verification.body.secrets[0].id,
      },
    };
  }

  function url(op: Operation, ids: Record<string, string>): string {
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!ids[name]) throw new Error(`${op.route}: no fixture for path parameter ${name}; add one to world()`);
      return ids[name];
    });
  }

  /** A valid body for the operations that need one, so only authorization decides the answer. */
  function body(op: Operation, w: World): object | undefined {
    const bodies: Record<string, object> = {
      createProject: { name: 'route table' },
      createEndpoint: { project_id: w.projectId, name: 'route table' },
      updateEndpoint: { name: 'route table' },
      createDestination: { name: 'route table', url: receiver.url },
      updateDestination: { name: 'route table' },
      createApiKey: { name: 'route table', scopes: ['events:read'] },
      bulkRetryEvents: { status: ['failed'], dry_run: true },
      bulkReplayEvents: { status: ['failed'], dry_run: true },
      createNotificationEndpoint: { url: receiver.url },
      setVerification: { type: 'header_token', header_name: 'X-Route-Table', secrets: ['route-table-3'] },
      addVerificationSecret: { secret: 'route-table-3' },
      signup: {},
      login: {},
    };
    return bodies[op.operationId];
  }

  /** A valid query for the operations that need one. */
  function query(op: Operation, w: World): Record<string, string> {
    const queries: Record<string, Record<string, string>> = { listEventSummaries: { ids: w.ids.eventUuid } };
    return queries[op.operationId] ?? {};
  }

  function call(op: Operation, w: World, headers: Record<string, string>): Promise<Response> {
    const req = request(api.url)[op.method](url(op, w.ids)).query(query(op, w)).set(headers);
    const payload = body(op, w);
    return payload === undefined ? req : req.send(payload);
  }

  /** Runs `check` for each operation and reports every failure at once. */
  async function eachOperation(filter: (op: Operation) => boolean, check: (op: Operation) => Promise<void>): Promise<number> {
    const failures: string[] = [];
    const selected = operations.filter(filter);
    for (const op of selected) {
      try {
        await check(op);
      } catch (error) {
        failures.push(`${op.route}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    return selected.length;
  }

  const scoped = (op: Operation) => op.declaration !== 'session' && op.declaration !== 'public';
  const sessionOnly = (op: Operation) => op.declaration === 'session';

  it('declares every operation of the document, and serves every route of the contract with its declaration', () => {
    expect(operations.length).toBeGreaterThan(0);
    const declared = Object.fromEntries(operations.map((op) => [op.route, op.declaration]));
    const missing = Object.entries(CONTRACT_ROUTES)
      .filter(([route, declaration]) => declared[route] !== declaration)
      .map(([route, declaration]) => `${route} should be ${declaration}, is ${declared[route] ?? 'absent'}`);
    expect(missing).toEqual([]);
    expect(
      operations
        .filter((op) => op.declaration === 'public')
        .map((op) => op.route)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('refuses a key that lacks exactly the route’s scope with 403 insufficient_scope', async () => {
    const w = await world();
    const lacking = Object.fromEntries(
      await Promise.all(
        ALL_SCOPES.map(async (scope) => [
          scope,
          await createApiKey(
            api.url,
            w.session,
            ALL_SCOPES.filter((s) => s !== scope),
          ),
        ]),
      ),
    ) as Record<Scope, string>;
    const count = await eachOperation(scoped, async (op) => {
      const res = await call(op, w, bearer(lacking[op.declaration as Scope]));
      expectProblem(res, 403, 'insufficient_scope', { required_scope: op.declaration });
    });
    expect(count).toBeGreaterThanOrEqual(15);
  });

  it('refuses a revoked key with 401 api_key_revoked, and no credentials with 401 missing_credentials', async () => {
    const w = await world();
    const revoked = await request(api.url)
      .post('/api/api-keys')
      .set(sessionHeaders(w.session))
      .send({ name: 'revoked', scopes: ALL_SCOPES })
      .expect(201);
    await request(api.url).post(`/api/api-keys/${revoked.body.id}/revoke`).set(sessionHeaders(w.session)).expect(200);
    await eachOperation(scoped, async (op) => {
      expectProblem(await call(op, w, bearer(revoked.body.key)), 401, 'api_key_revoked');
      expectProblem(await call(op, w, {}), 401, 'missing_credentials');
    });
  });

  it('answers 404 not_found for ids of another organization, with an all-scopes key and with a session', async () => {
    const stranger = await world();
    const withIds = (op: Operation) => op.pathParams.length > 0 && op.declaration !== 'public';
    const count = await eachOperation(withIds, async (op) => {
      const owner = await world();
      const foreign: World = { ...stranger, ids: owner.ids };
      if (scoped(op)) expectProblem(await call(op, foreign, bearer(stranger.key)), 404, 'not_found');
      expectProblem(await call(op, foreign, sessionHeaders(stranger.session)), 404, 'not_found');
      // The owner still gets its resource: nothing was changed by the stranger's calls.
      const res = await call(op, owner, scoped(op) ? bearer(owner.key) : sessionHeaders(owner.session));
      const stateRefused = ['not_retryable', 'operation_finished'].includes(res.body.code);
      expect({ status: res.status < 300 || stateRefused, body: res.body }).toEqual({ status: true, body: res.body });
    });
    expect(count).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('lets a key holding only the route’s scope, and a signed-in session, through', async () => {
    await eachOperation(scoped, async (op) => {
      for (const as of ['key', 'session'] as const) {
        const w = await world();
        const headers =
          as === 'key'
            ? bearer(await createApiKey(api.url, w.session, [op.declaration as Scope, ...(RESOURCE_SCOPES[op.route] ?? [])]))
            : sessionHeaders(w.session);
        const res = await call(op, w, headers);
        // A 409 is the route's own state check (e.g. a job that is not retryable): authorization passed.
        expect({ as, ok: res.status < 300 || res.status === 409, body: res.body }).toEqual({ as, ok: true, body: res.body });
      }
    });
  }, 120_000);

  it('refuses bearer keys on session-only routes with 401 unauthenticated, and lets the session through', async () => {
    const count = await eachOperation(sessionOnly, async (op) => {
      const w = await world();
      expectProblem(await call(op, w, bearer(w.key)), 401, 'unauthenticated');
      expectProblem(await call(op, w, { ...bearer(w.key), 'x-csrf-token': w.session.csrf }), 401, 'unauthenticated');
      expectProblem(await call(op, w, {}), 401, 'unauthenticated');
      const res = await call(op, w, sessionHeaders(w.session));
      expect({ status: res.status < 300, body: res.body }).toEqual({ status: true, body: res.body });
    });
    expect(count).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('never asks public routes for credentials', async () => {
    const w = await world();
    await eachOperation(
      (op) => op.declaration === 'public',
      async (op) => {
        const res = await call(op, w, {});
        expect(['missing_credentials', 'unauthenticated', 'forbidden', 'insufficient_scope', 'csrf_failed']).not.toContain(res.body?.code);
        expect(res.status).toBeLessThan(500);
      },
    );
  });
});
