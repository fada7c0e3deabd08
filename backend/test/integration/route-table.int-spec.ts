import request, { Response } from 'supertest';
import { randomUUID } from 'node:crypto';
import { ALL_SCOPES, Scope } from '../../src/core/auth/scopes';
import { Secret, TOTP } from 'otpauth';
import {
  addMember,
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  ingest,
  invite,
  PASSWORD,
  Role,
  ROLES,
  Session,
  sessionHeaders,
  signup,
} from '../support/factories';
import { expectProblem } from '../support/problem';
import { redirectUriOf } from '../../src/modules/sso/sso-connection';
import { startOidcProvider, TestProvider } from '../support/oidc-provider';
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
  /** The least role a session needs (x-required-role); null for a public route. */
  role: Role | null;
  pathParams: string[];
}

/** Routes that take no credentials at all. Adding one here is a deliberate decision. */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/accept-invitation',
  'POST /api/auth/sso',
  'GET /api/auth/sso/callback',
  'POST /api/ingest/{endpointToken}',
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /api/openapi.json',
]);

/** docs/http.md, Authentication (which route takes which credential) and Management routes. */
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
  'GET /api/destinations/{destinationId}': 'endpoints:read',
  'PATCH /api/destinations/{destinationId}': 'endpoints:write',
  'DELETE /api/destinations/{destinationId}': 'endpoints:write',
  'POST /api/destinations/{destinationId}/rotate-secret': 'endpoints:write',
  'POST /api/routing/test': 'endpoints:write',
  'GET /api/listeners/{destinationId}/stream': 'endpoints:write',
  'POST /api/listeners/{destinationId}/replies': 'endpoints:write',
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
  'GET /api/event-counts': 'events:read',
  // Issue 31: members and invitations are managed in the dashboard only.
  'GET /api/members': 'session',
  'PATCH /api/members/{userId}': 'session',
  'DELETE /api/members/{userId}': 'session',
  'GET /api/invitations': 'session',
  'POST /api/invitations': 'session',
  'DELETE /api/invitations/{invitationId}': 'session',
  'POST /api/auth/switch-organization': 'session',
  'POST /api/auth/accept-invitation': 'public',
  // Issue 31 section 4: a person's own account, and the organization's security settings.
  'GET /api/account/two-factor': 'session',
  'POST /api/account/two-factor/setup': 'session',
  'POST /api/account/two-factor/enable': 'session',
  'POST /api/account/two-factor/disable': 'session',
  'POST /api/account/password': 'session',
  'GET /api/account/sessions': 'session',
  'DELETE /api/account/sessions/{sessionId}': 'session',
  'POST /api/account/sessions/sign-out-everywhere': 'session',
  'GET /api/organization/settings': 'session',
  'PATCH /api/organization/settings': 'session',
  // Issue 31 §5: the audit log names people and their addresses; a dashboard session only (docs/http.md, Audit log).
  'GET /api/audit-log': 'session',
  'GET /api/audit-log/export': 'session',
  // Issue 31 §3: single sign-on is a security setting (session only); signing in through it takes no credentials.
  'GET /api/sso': 'session',
  'PUT /api/sso': 'session',
  'DELETE /api/sso': 'session',
  'POST /api/auth/sso': 'public',
  'GET /api/auth/sso/callback': 'public',
};

/**
 * docs/http.md, Members and roles: the least role each route needs of a session, for every route
 * that takes credentials. Reads are the viewer's; changing what delivers events (projects,
 * endpoints, destinations, verification, routing), retrying, replaying and exporting the
 * developer's; keys, notification URLs, members and invitations the admin's. Owners have no route
 * of their own: what only they may do (touch or make an owner) is decided by the person touched.
 */
const ROUTE_ROLES: Record<string, Role> = {
  'GET /api/events': 'viewer',
  'GET /api/events/{eventId}': 'viewer',
  'GET /api/event-summaries': 'viewer',
  'GET /api/event-counts': 'viewer',
  'POST /api/events/{eventId}/replay': 'developer',
  'POST /api/events/{eventId}/retry': 'developer',
  'POST /api/delivery-jobs/{jobId}/retry': 'developer',
  'GET /api/events/export': 'developer',
  'POST /api/events/bulk-retry': 'developer',
  'POST /api/events/bulk-replay': 'developer',
  'GET /api/operations': 'viewer',
  'GET /api/operations/{operationId}': 'viewer',
  'POST /api/operations/{operationId}/cancel': 'developer',
  'GET /api/projects': 'viewer',
  'POST /api/projects': 'developer',
  'PATCH /api/projects/{projectId}': 'developer',
  'DELETE /api/projects/{projectId}': 'developer',
  'GET /api/endpoints': 'viewer',
  'POST /api/endpoints': 'developer',
  'GET /api/endpoints/{endpointId}': 'viewer',
  'PATCH /api/endpoints/{endpointId}': 'developer',
  'POST /api/endpoints/{endpointId}/rotate-token': 'developer',
  'GET /api/endpoints/{endpointId}/destinations': 'viewer',
  'POST /api/endpoints/{endpointId}/destinations': 'developer',
  'GET /api/destinations/{destinationId}': 'viewer',
  'PATCH /api/destinations/{destinationId}': 'developer',
  'DELETE /api/destinations/{destinationId}': 'developer',
  'POST /api/destinations/{destinationId}/rotate-secret': 'developer',
  'GET /api/endpoints/{endpointId}/verification': 'viewer',
  'PUT /api/endpoints/{endpointId}/verification': 'developer',
  'DELETE /api/endpoints/{endpointId}/verification': 'developer',
  'POST /api/endpoints/{endpointId}/verification/secrets': 'developer',
  'DELETE /api/endpoints/{endpointId}/verification/secrets/{secretId}': 'developer',
  'GET /api/endpoints/{endpointId}/verification/refusals': 'viewer',
  'POST /api/routing/test': 'developer',
  'GET /api/listeners/{destinationId}': 'viewer',
  'GET /api/listeners/{destinationId}/stream': 'developer',
  'POST /api/listeners/{destinationId}/replies': 'developer',
  'GET /api/stats/timeseries': 'viewer',
  'GET /api/stats/attention': 'viewer',
  'GET /api/notification-endpoints': 'viewer',
  'POST /api/notification-endpoints': 'admin',
  'DELETE /api/notification-endpoints/{notificationEndpointId}': 'admin',
  'POST /api/notification-endpoints/{notificationEndpointId}/test': 'admin',
  'GET /api/api-keys': 'admin',
  'POST /api/api-keys': 'admin',
  'POST /api/api-keys/{keyId}/revoke': 'admin',
  'GET /api/members': 'viewer',
  'PATCH /api/members/{userId}': 'admin',
  'DELETE /api/members/{userId}': 'admin',
  'GET /api/invitations': 'admin',
  'POST /api/invitations': 'admin',
  'DELETE /api/invitations/{invitationId}': 'admin',
  'GET /api/auth/me': 'viewer',
  'POST /api/auth/logout': 'viewer',
  'POST /api/auth/switch-organization': 'viewer',
  'GET /api/account/two-factor': 'viewer',
  'POST /api/account/two-factor/setup': 'viewer',
  'POST /api/account/two-factor/enable': 'viewer',
  'POST /api/account/two-factor/disable': 'viewer',
  'POST /api/account/password': 'viewer',
  'GET /api/account/sessions': 'viewer',
  'DELETE /api/account/sessions/{sessionId}': 'viewer',
  'POST /api/account/sessions/sign-out-everywhere': 'viewer',
  'GET /api/organization/settings': 'viewer',
  'PATCH /api/organization/settings': 'admin',
  'GET /api/audit-log': 'admin',
  'GET /api/audit-log/export': 'admin',
  'GET /api/sso': 'admin',
  'PUT /api/sso': 'admin',
  'DELETE /api/sso': 'admin',
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
  /** The pending two-factor secret of the session's person. */
  twoFactorSecret: string;
  projectId: string;
  ids: Record<string, string>;
  /** With `world({ roles: true })`: a signed-in member of each role (the owner is `session`). */
  members: Partial<Record<Role, Session>>;
  /** The e-mail domain of the organization's single sign-on connection. */
  ssoDomain: string;
}

/**
 * Walks every operation of the running app's OpenAPI document and holds each to its declaration:
 * scoped routes refuse a key without the scope, a revoked key and no credentials, and hide other
 * organizations' resources; session-only routes refuse bearer keys; public routes are listed here.
 */
describe('the route table (docs/http.md, Conventions; Authentication)', () => {
  let api: TestApp;
  let receiver: Receiver;
  let idp: TestProvider;
  let operations: Operation[];

  beforeAll(async () => {
    api = await startTestApp({ SSO_ALLOW_HTTP_ISSUERS: 'true' });
    receiver = await startReceiver();
    idp = await startOidcProvider([redirectUriOf(api.config)]);
    const doc = (await request(api.url).get('/api/openapi.json').expect(200)).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            security?: Record<string, string[]>[];
            'x-required-scope'?: string;
            'x-required-role'?: string;
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
        role: roleOf(`${method.toUpperCase()} ${path}`, op['x-required-role']),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    );
  });

  afterAll(async () => {
    await idp.close();
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

  /** The document's role of a route: every route but the public ones names one of the four. */
  function roleOf(route: string, role: string | undefined): Role | null {
    if (role === undefined) return null;
    if (!(ROLES as readonly string[]).includes(role)) throw new Error(`${route}: unknown x-required-role ${role}`);
    return role as Role;
  }

  /**
   * A fresh organization with an endpoint, a destination, an event and its delivery job; with
   * `people`, a member (to change or remove) and a pending invitation; with `roles`, also a
   * signed-in member of each role. (Each new person costs a password hash: only the tests that
   * reach those routes ask for them.)
   */
  async function world(options: { people?: boolean; roles?: boolean } = {}): Promise<World> {
    const session = await signup(api.url);
    const people: Record<string, string> = {};
    if (options.people || options.roles) {
      people.userId = (await addMember(api.url, session, 'developer')).userId;
      people.invitationId = (await invite(api.url, session, `route-table-${randomUUID()}@example.test`, 'viewer')).id;
    }
    const members: World['members'] = { owner: session };
    if (options.roles) {
      for (const role of ['viewer', 'developer', 'admin'] as const) members[role] = await addMember(api.url, session, role);
    }
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
    // Two-factor set up but not yet enabled, so enabling it (with a code of this secret) is allowed.
    const twoFactor = await request(api.url).post('/api/account/two-factor/setup').set(sessionHeaders(session)).expect(200);
    const sessions = await request(api.url).get('/api/account/sessions').set('cookie', session.cookie).expect(200);
    const ssoDomain = `route-table-${randomUUID().slice(0, 8)}.test`;
    await request(api.url).put('/api/sso').set(sessionHeaders(session)).send(ssoConnection(ssoDomain)).expect(200);
    return {
      session,
      ssoDomain,
      key,
      twoFactorSecret: twoFactor.body.secret,
      projectId: endpoint.projectId,
      members,
      ids: {
        ...people,
        projectId: endpoint.projectId,
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
        sessionId: sessions.body.data[0].id,
      },
    };
  }

  function url(op: Operation, ids: Record<string, string>): string {
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!ids[name]) throw new Error(`${op.route}: no fixture for path parameter ${name}; add one to world()`);
      return ids[name];
    });
  }

  /** A single sign-on connection to the suite's provider for the e-mail domain `domain`. */
  function ssoConnection(domain: string): object {
    return {
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      email_domains: [domain],
      default_role: 'viewer',
      enforce: false,
    };
  }

  /** A valid body for the operations that need one, so only authorization decides the answer. */
  function body(op: Operation, w: World): object | undefined {
    const bodies: Record<string, object> = {
      createProject: { name: 'route table' },
      updateProject: { name: 'route table renamed' },
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
      testRouting: { sample: { body: '{}' } },
      updateMember: { role: 'viewer' },
      createInvitation: { email: `route-table-${randomUUID()}@example.test`, role: 'viewer' },
      switchOrganization: { organization_id: w.session.organizationId },
      replyToDelivery: { id: '00000000-0000-4000-8000-000000000000', status: 200, duration_ms: 1 },
      signup: {},
      login: {},
      enableTwoFactor: { code: new TOTP({ secret: Secret.fromBase32(w.twoFactorSecret) }).generate() },
      disableTwoFactor: { password: PASSWORD },
      changePassword: { current_password: PASSWORD, new_password: 'route table password' },
      updateOrganizationSettings: { require_two_factor: false },
      putSso: ssoConnection(w.ssoDomain),
      startSso: { email: `someone@${w.ssoDomain}` },
    };
    return bodies[op.operationId];
  }

  /** A valid query for the operations that need one. */
  function query(op: Operation, w: World): Record<string, string> {
    const queries: Record<string, Record<string, string>> = {
      listEventSummaries: { ids: w.ids.eventUuid },
      countEvents: { receivedFrom: '2026-01-01T00:00:00Z' },
    };
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

  it('names the least role of every route that takes credentials, as the role table lists it', () => {
    const documented = Object.fromEntries(operations.filter((op) => op.role !== null).map((op) => [op.route, op.role]));
    expect(documented).toEqual(ROUTE_ROLES);
    expect(
      operations
        .filter((op) => op.role === null)
        .map((op) => op.route)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('runs every route as every role: allowed answers are the route’s own, refused ones 403 insufficient_role naming the role', async () => {
    // Reads change nothing: they share one world; every other route gets a fresh one.
    const reads = await world({ roles: true });
    const count = await eachOperation(
      (op) => op.role !== null,
      async (op) => {
        const w = op.method === 'get' ? reads : await world({ roles: true });
        let firstAllowed = true;
        // From the least role up, so that nothing a refused call could have changed is seen; what an allowed call
        // changed (a deleted destination) may make the next role's answer a 404, never a 401 or 403.
        for (const role of ROLES) {
          const session = w.members[role]!;
          const res = await call(op, w, scoped(op) || op.declaration === 'session' ? sessionHeaders(session) : {});
          if (ROLES.indexOf(role) < ROLES.indexOf(op.role!)) {
            expect({ role, status: res.status, body: res.body }).toEqual({
              role,
              status: 403,
              body: expect.objectContaining({ code: 'insufficient_role', required_role: op.role }),
            });
            continue;
          }
          const stateRefused = ['not_retryable', 'operation_finished', 'not_a_listener', 'project_not_empty'].includes(res.body?.code);
          // The account's routes act on the caller's own account: world()'s fixtures (a pending two-factor setup, a
          // session id) are the owner's, so another member's call is answered by the route itself (409, 404).
          const ownAccount = op.path.startsWith('/api/account/') && role !== 'owner';
          const ok = firstAllowed && !ownAccount ? res.status < 300 || stateRefused : ![401, 403].includes(res.status) && res.status < 500;
          expect({ role, ok, status: res.status, body: res.body }).toEqual({ role, ok: true, status: res.status, body: res.body });
          firstAllowed = false;
        }
      },
    );
    expect(count).toBe(Object.keys(ROUTE_ROLES).length);
  }, 600_000);

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
    const stranger = await world({ people: true });
    const withIds = (op: Operation) => op.pathParams.length > 0 && op.declaration !== 'public';
    const count = await eachOperation(withIds, async (op) => {
      const owner = await world({ people: true });
      const foreign: World = { ...stranger, ids: owner.ids };
      if (scoped(op)) expectProblem(await call(op, foreign, bearer(stranger.key)), 404, 'not_found');
      expectProblem(await call(op, foreign, sessionHeaders(stranger.session)), 404, 'not_found');
      // The owner still gets its resource: nothing was changed by the stranger's calls.
      const res = await call(op, owner, scoped(op) ? bearer(owner.key) : sessionHeaders(owner.session));
      // A state refusal is the route's own check, past authorization: world()'s destination is an http one,
      // so the listener routes answer not_a_listener (a listener's stream would never end).
      // world()'s project holds its endpoint, so deleting it answers project_not_empty.
      const stateRefused = ['not_retryable', 'operation_finished', 'not_a_listener', 'project_not_empty'].includes(res.body.code);
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
      const w = await world({ people: true });
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
