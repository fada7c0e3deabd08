import { Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { ProblemException } from '../http/problem';
import type { AuthContext } from './auth-context';
import { AuthGuard } from './auth.guard';
import { Authenticated, AuthenticatedRequest } from './authenticated.decorator';
import type { CredentialsService } from './credentials.service';
import { ALL_SCOPES, SCOPES } from './scopes';

class Routes {
  undeclared() {}
  @Authenticated({ public: true }) open() {}
  @Authenticated({ session: true }) sessionOnly() {}
  @Authenticated({ scope: SCOPES.EventsReplay }) replay() {}
  @Authenticated({ scope: SCOPES.EventsRead, speculative: true }) read() {}
}

const session: AuthContext = { organizationId: 'org', kind: 'session', scopes: ALL_SCOPES, userId: 'u', apiKeyId: null, csrfToken: 'csrf' };
const readKey: AuthContext = {
  organizationId: 'org',
  kind: 'api_key',
  scopes: [SCOPES.EventsRead],
  userId: null,
  apiKeyId: 'k',
  csrfToken: null,
};

const allowed = { allowed: true, limit: 100, remaining: 99, resetSeconds: 1, retryAfterSeconds: 0, failedOpen: false };

/**
 * Only the two lookups the guard calls; a valid cookie is `good`, any bearer key resolves to `readKey`
 * with a bucket that always has tokens (the per-key limit itself is covered by the integration suite),
 * and is not in the cache unless a test says so.
 */
const credentials = {
  fromSession: async (token: string | undefined) => (token === 'good' ? session : null),
  admitApiKey: (): ReturnType<CredentialsService['admitApiKey']> => ({
    cached: null,
    admission: Promise.resolve({ auth: readKey, decision: allowed }),
  }),
};
const reply = { headers: () => reply };

function run(handler: keyof Routes, request: Partial<AuthenticatedRequest>): Promise<boolean> {
  // The very object the test holds, with defaults: it sees what the guard sets on the request.
  const context = new ExecutionContextHost(
    [Object.assign(request, { method: 'GET', headers: {}, cookies: {}, ...request }), reply],
    Routes,
    Routes.prototype[handler],
  );
  return new AuthGuard(new Reflector(), credentials as unknown as CredentialsService).canActivate(context);
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
