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

/**
 * Only the two lookups the guard calls; a valid cookie is `good`, any bearer key resolves to `readKey`
 * with a bucket that always has tokens (the per-key limit itself is covered by the integration suite).
 */
const credentials = {
  fromSession: async (token: string | undefined) => (token === 'good' ? session : null),
  fromApiKey: async () => ({
    auth: readKey,
    decision: { allowed: true, limit: 100, remaining: 99, resetSeconds: 1, retryAfterSeconds: 0, failedOpen: false },
  }),
} as unknown as CredentialsService;
const reply = { headers: () => reply };

function run(handler: keyof Routes, request: Partial<AuthenticatedRequest>): Promise<boolean> {
  const context = new ExecutionContextHost(
    [{ method: 'GET', headers: {}, cookies: {}, ...request }, reply],
    Routes,
    Routes.prototype[handler],
  );
  return new AuthGuard(new Reflector(), credentials).canActivate(context);
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
});
