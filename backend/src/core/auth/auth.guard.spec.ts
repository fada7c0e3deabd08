import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { ProblemException } from '../http/problem';
import { ApiKeyStrategy } from './api-key.strategy';
import type { AuthContext } from './auth-context';
import { AuthGuard } from './auth.guard';
import { Authenticated, AuthenticatedRequest } from './authenticated.decorator';
import type { CredentialsService } from './credentials.service';
import { Role, ROLES } from './roles';
import { ALL_SCOPES, SCOPES } from './scopes';
import { SessionStrategy } from './session.strategy';

class Routes {
  undeclared() {}
  @Authenticated({ public: true }) open() {}
  @Authenticated({ session: true, role: 'viewer' }) sessionOnly() {}
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true }) twoFactorSetup() {}
  @Authenticated({ scope: SCOPES.EventsReplay, role: 'developer' }) replay() {}
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer', speculative: true }) read() {}
  @Authenticated({ scope: SCOPES.EventsRead, role: 'admin' }) adminRead() {}
  @Authenticated({ session: true, role: 'owner' }) ownerOnly() {}
  // What a declaration that escaped the type would look like.
  @Authenticated({ session: true } as unknown as { session: true; role: Role }) roleless() {}
  @Authenticated({ scope: SCOPES.EventsRead, role: 'root' } as unknown as { scope: 'events:read'; role: Role }) unknownRole() {}
}

const session: AuthContext = {
  organizationId: 'org',
  kind: 'session',
  scopes: ALL_SCOPES,
  userId: 'u',
  apiKeyId: null,
  role: 'developer',
  csrfToken: 'csrf',
  sessionId: 's',
  restricted: false,
};
/** Signed in without the two-factor the organization requires. */
const restricted: AuthContext = { ...session, sessionId: 'r', restricted: true };
const readKey: AuthContext = {
  organizationId: 'org',
  kind: 'api_key',
  scopes: [SCOPES.EventsRead],
  userId: null,
  apiKeyId: 'k',
  role: null,
  csrfToken: null,
  sessionId: null,
  restricted: false,
};

const allowed = { allowed: true, limit: 100, remaining: 99, resetSeconds: 1, retryAfterSeconds: 0, failedOpen: false };

/**
 * Only the two lookups the guard calls; a valid cookie is `good`, any bearer key resolves to `readKey`
 * with a bucket that always has tokens (the per-key limit itself is covered by the integration suite),
 * and is not in the cache unless a test says so.
 */
const credentials = {
  fromSession: async (token: string | undefined) => (token === 'good' ? session : token === 'restricted' ? restricted : null),
  admitApiKey: (): ReturnType<CredentialsService['admitApiKey']> => ({
    cached: null,
    admission: Promise.resolve({ auth: readKey, decision: allowed }),
  }),
};
const reply = { headers: () => reply };
// The real strategies, through passport, on those two lookups.
const guard = new AuthGuard(
  new Reflector(),
  new ApiKeyStrategy(credentials as unknown as CredentialsService),
  new SessionStrategy(credentials as unknown as CredentialsService),
);

function run(handler: keyof Routes, request: Partial<AuthenticatedRequest>): Promise<boolean> {
  // The very object the test holds, with defaults: it sees what the guard sets on the request.
  const context = new ExecutionContextHost(
    [Object.assign(request, { method: 'GET', headers: {}, cookies: {}, ...request }), reply],
    Routes,
    Routes.prototype[handler],
  );
  return guard.canActivate(context);
}

async function problemOf(promise: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ProblemException)) throw new Error(`expected a ProblemException, got ${String(error)}`);
  return { status: error.status, code: error.code };
}

describe('AuthGuard', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('refuses a route without an @Authenticated declaration, even with a valid session', async () => {
    expect(await problemOf(run('undeclared', { cookies: { hookyard_session: 'good' } }))).toEqual({ status: 403, code: 'forbidden' });
  });

  it('refuses a route whose declaration names no role, or an unknown one, even to an owner', async () => {
    session.role = 'owner';
    try {
      for (const handler of ['roleless', 'unknownRole'] as const) {
        expect(await problemOf(run(handler, { cookies: { hookyard_session: 'good' } }))).toEqual({ status: 403, code: 'forbidden' });
      }
    } finally {
      session.role = 'developer';
    }
  });

  it('lets a session through exactly when its role is the route’s or above, else 403 insufficient_role naming it', async () => {
    const routes = { viewer: 'read', developer: 'replay', admin: 'adminRead', owner: 'ownerOnly' } as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), async (held, required) => {
        session.role = held;
        try {
          const outcome = await run(routes[required], { cookies: { hookyard_session: 'good' } }).catch((thrown: unknown) => thrown);
          if (ROLES.indexOf(held) >= ROLES.indexOf(required)) expect(outcome).toBe(true);
          else {
            expect(outcome).toBeInstanceOf(ProblemException);
            const { status, code, extras } = outcome as ProblemException;
            expect({ status, code, extras }).toEqual({ status: 403, code: 'insufficient_role', extras: { required_role: required } });
          }
        } finally {
          session.role = 'developer';
        }
      }),
    );
  });

  it('never limits a bearer key by role: its scopes alone decide', async () => {
    await expect(run('adminRead', { headers: { authorization: 'Bearer hyk_x' } })).resolves.toBe(true);
  });

  it('lets public routes through without credentials', async () => {
    await expect(run('open', {})).resolves.toBe(true);
  });

  it('takes only a session on session routes, whatever the Authorization header says', async () => {
    expect(await problemOf(run('sessionOnly', { headers: { authorization: 'Bearer hyk_x' } }))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    await expect(run('sessionOnly', { cookies: { hookyard_session: 'good' } })).resolves.toBe(true);
  });

  it('lets a restricted session only into the routes that set two-factor up', async () => {
    const cookies = { hookyard_session: 'restricted' };
    for (const handler of ['sessionOnly', 'replay', 'read'] as const) {
      expect(await problemOf(run(handler, { cookies }))).toEqual({ status: 403, code: 'two_factor_setup_required' });
    }
    await expect(run('twoFactorSetup', { cookies })).resolves.toBe(true);
    await expect(run('twoFactorSetup', { cookies: { hookyard_session: 'good' } })).resolves.toBe(true);
    // Still a session's unsafe request: the CSRF token is checked.
    expect(await problemOf(run('twoFactorSetup', { cookies, method: 'POST' }))).toEqual({ status: 403, code: 'csrf_failed' });
  });

  it('checks the scope of a bearer key, and tells which scope was missing', async () => {
    const error = await run('replay', { headers: { authorization: 'Bearer hyk_x' } }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ProblemException);
    const { status, code, extras } = error as ProblemException;
    expect({ status, code, extras }).toEqual({ status: 403, code: 'insufficient_scope', extras: { required_scope: 'events:replay' } });
    expect(await problemOf(run('replay', { headers: { authorization: 'Basic abc' } }))).toEqual({ status: 401, code: 'invalid_api_key' });
  });

  it('asks for credentials on scoped routes, and for the CSRF token on unsafe session requests', async () => {
    expect(await problemOf(run('replay', {}))).toEqual({ status: 401, code: 'missing_credentials' });
    expect(await problemOf(run('replay', { method: 'POST', cookies: { hookyard_session: 'good' } }))).toEqual({
      status: 403,
      code: 'csrf_failed',
    });
    await expect(
      run('replay', { method: 'POST', cookies: { hookyard_session: 'good' }, headers: { 'x-csrf-token': 'csrf' } }),
    ).resolves.toBe(true);
  });

  it('answers every Authorization header on a scoped route itself: a bearer key or invalid_api_key, never the session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `Bearer ${rest}`),
        ),
        async (authorization) => {
          const request: Partial<AuthenticatedRequest> = { headers: { authorization }, cookies: { hookyard_session: 'good' } };
          const outcome = await run('replay', request).catch((thrown: unknown) => thrown);
          if (/^Bearer \S+$/i.test(authorization)) {
            // The stand-in resolves any well-formed key to readKey, which lacks events:replay.
            expect(outcome).toBeInstanceOf(ProblemException);
            expect((outcome as ProblemException).code).toBe('insufficient_scope');
            expect(request.auth).toBe(readKey);
          } else {
            expect(outcome).toBeInstanceOf(ProblemException);
            expect((outcome as ProblemException).code).toBe('invalid_api_key');
          }
        },
      ),
    );
  });

  it('answers a refused session with its own problem, never passport’s "Unauthorized"', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string(), { nil: undefined }), async (cookie) => {
        fc.pre(cookie !== 'good');
        const cookies = cookie === undefined ? {} : { hookyard_session: cookie };
        expect(await problemOf(run('sessionOnly', { cookies }))).toEqual({ status: 401, code: 'unauthenticated' });
        expect(await problemOf(run('replay', { cookies }))).toEqual({ status: 401, code: 'missing_credentials' });
      }),
    );
  });

  it('runs its strategies on a passport of its own, so two apps in one process keep their own lookups', async () => {
    const otherSession: AuthContext = { ...session, organizationId: 'other org' };
    const other = { ...credentials, fromSession: async (token: string | undefined) => (token === 'good' ? otherSession : null) };
    const otherGuard = new AuthGuard(
      new Reflector(),
      new ApiKeyStrategy(other as unknown as CredentialsService),
      new SessionStrategy(other as unknown as CredentialsService),
    );
    const context = (request: Partial<AuthenticatedRequest>) =>
      new ExecutionContextHost(
        [Object.assign(request, { method: 'GET', headers: {}, cookies: { hookyard_session: 'good' } }), reply],
        Routes,
        Routes.prototype.sessionOnly,
      );
    const mine: Partial<AuthenticatedRequest> = {};
    const theirs: Partial<AuthenticatedRequest> = {};
    await guard.canActivate(context(mine));
    await otherGuard.canActivate(context(theirs));
    expect([mine.auth?.organizationId, theirs.auth?.organizationId]).toEqual(['org', 'other org']);
  });

  describe('on a speculative route', () => {
    const cachedKey = (admission: Promise<unknown>) =>
      jest
        .spyOn(credentials, 'admitApiKey')
        .mockReturnValueOnce({ cached: readKey, admission } as ReturnType<CredentialsService['admitApiKey']>);

    it('lets a cached key through at once, its admission still pending on the request', async () => {
      let admit!: (value: unknown) => void;
      cachedKey(new Promise((resolve) => (admit = resolve)));
      const request: Partial<AuthenticatedRequest> = { headers: { authorization: 'Bearer hyk_x' } };
      await expect(run('read', request)).resolves.toBe(true);
      expect(request.auth).toBe(readKey);
      let settled = false;
      void request.admitted!.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      admit({ auth: readKey, decision: allowed });
      await expect(request.admitted).resolves.toBeUndefined();
    });

    it('hands the refusal of a cached key to the request, as the guard would have answered it', async () => {
      cachedKey(Promise.reject(new ProblemException(401, 'api_key_revoked', 'revoked')));
      const revoked: Partial<AuthenticatedRequest> = { headers: { authorization: 'Bearer hyk_x' } };
      await expect(run('read', revoked)).resolves.toBe(true);
      expect(await problemOf(revoked.admitted!)).toEqual({ status: 401, code: 'api_key_revoked' });

      cachedKey(Promise.resolve({ auth: readKey, decision: { ...allowed, allowed: false, remaining: 0 } }));
      const limited: Partial<AuthenticatedRequest> = { headers: { authorization: 'Bearer hyk_x' } };
      await expect(run('read', limited)).resolves.toBe(true);
      expect(await problemOf(limited.admitted!)).toEqual({ status: 429, code: 'rate_limited' });
    });

    it('waits for the admission when the key is not cached, or on an unsafe method', async () => {
      const request: Partial<AuthenticatedRequest> = { headers: { authorization: 'Bearer hyk_x' } };
      await expect(run('read', request)).resolves.toBe(true);
      expect(request.admitted).toBeUndefined();

      cachedKey(Promise.reject(new ProblemException(401, 'api_key_revoked', 'revoked')));
      expect(await problemOf(run('read', { method: 'POST', headers: { authorization: 'Bearer hyk_x' } }))).toEqual({
        status: 401,
        code: 'api_key_revoked',
      });
    });
  });
});
