import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import type { CredentialsService } from './credentials.service';
import type { Scope } from './scopes';

export const AUTH_METADATA = 'hookyard:auth';

export type AuthRequirement = { public: true } | { session: true } | { scope: Scope; speculative?: true };

/**
 * Declares how a route authenticates; the global guard refuses any route without a declaration.
 * `{ scope }`: a bearer key with that scope, or a dashboard session. `{ session: true }`: a dashboard
 * session only. `{ public: true }`: no credentials (ingest, health, login).
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
  }
  return applyDecorators(...decorators);
}

export type AuthenticatedRequest = FastifyRequest & {
  auth?: AuthContext;
  /** Set by the api-key strategy: the bearer key's admission, which the guard finishes (rate limit, scope). */
  apiKey?: ReturnType<CredentialsService['admitApiKey']>;
  /** A speculative route's pending admission (see {@link Authenticated}): rejects with the guard's problem when refused. */
  admitted?: Promise<void>;
};

/** The caller's AuthContext, set by the global guard. */
export const Auth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('@Auth() used on a route without @Authenticated');
  return auth;
});
