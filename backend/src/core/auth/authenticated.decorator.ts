import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthContext, RequestOrigin } from './auth-context';
import type { CredentialsService } from './credentials.service';
import type { Role } from './roles';
import type { Scope } from './scopes';

export const AUTH_METADATA = 'hookyard:auth';

export type AuthRequirement =
  { public: true } | { session: true; role: Role; twoFactorSetup?: true } | { scope: Scope; role: Role; speculative?: true };

/**
 * Declares how a route authenticates; the global guard refuses any route without a declaration.
 * `{ scope, role }`: a bearer key with that scope, or a dashboard session whose person holds that
 * role or a higher one. `{ session: true, role }`: a dashboard session only, with that role or above.
 * `{ public: true }`: no credentials (ingest, health, login). Every route that takes credentials
 * names its role (the type requires it, and the guard refuses a declaration without one), so a new
 * route cannot forget it; keys are not role-limited (docs/http.md, Members and roles).
 * `{ session: true, role, twoFactorSetup: true }`: also open to a restricted session, one signed in
 * without the two-factor its organization requires (setting it up, `me`, sign-out); every other
 * route refuses such a session with `403 two_factor_setup_required`.
 *
 * `speculative: true`, for a GET route that only reads: with a bearer key this instance holds in
 * its cache, the route's validation and handler start at once, while the key's confirmation and
 * rate limit (one Redis round trip) are still on their way; nothing is answered before they
 * settle, and when they refuse, their 401/403/429 is the answer and the handler's work is dropped
 * (the guard leaves the pending admission on the request; `holdAnswersUntilAdmitted` holds the answer).
 * Only the latency changes: the answer, errors and their precedence are those of the plain route.
 */
export function Authenticated(requirement: AuthRequirement): MethodDecorator & ClassDecorator {
  const decorators: Array<ClassDecorator | MethodDecorator> = [SetMetadata(AUTH_METADATA, requirement)];
  if ('scope' in requirement) {
    decorators.push(ApiBearerAuth('bearer'), ApiCookieAuth('session'), ApiExtension('x-required-scope', requirement.scope));
  } else if ('session' in requirement) {
    decorators.push(ApiCookieAuth('session'));
    if (requirement.twoFactorSetup) decorators.push(ApiExtension('x-two-factor-setup', true));
  }
  if ('role' in requirement) decorators.push(ApiExtension('x-required-role', requirement.role));
  return applyDecorators(...decorators);
}

export type AuthenticatedRequest = FastifyRequest & {
  auth?: AuthContext;
  /** Set by the api-key strategy: the bearer key's admission, which the guard finishes (rate limit, scope). */
  apiKey?: ReturnType<CredentialsService['admitApiKey']>;
  /** A speculative route's pending admission (see {@link Authenticated}): rejects with the guard's problem when refused. */
  admitted?: Promise<void>;
};

/** Longest User-Agent kept in the audit log: enough for any browser's, not a place to store a request body. */
const USER_AGENT_LIMIT = 512;

/** Where `request` came from: its client address (Fastify's, behind TRUST_PROXY) and User-Agent, each bounded. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ? request.ip.slice(0, 100) : null,
    userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_LIMIT) : null,
  };
}

/**
 * The caller's AuthContext, set by the global guard, with the request's origin: a copy, since the
 * guard's context may be the credential cache's own object.
 */
export const Auth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.auth) throw new Error('@Auth() used on a route without @Authenticated');
  return { ...request.auth, origin: originOf(request) };
});
