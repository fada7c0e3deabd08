import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import type { Scope } from './scopes';

export const AUTH_METADATA = 'hookyard:auth';

export type AuthRequirement = { public: true } | { session: true } | { scope: Scope };

/**
 * Declares how a route authenticates; the global guard refuses any route without a declaration.
 * `{ scope }`: a bearer key with that scope, or a dashboard session. `{ session: true }`: a dashboard
 * session only. `{ public: true }`: no credentials (ingest, health, login).
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

export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext };

/** The caller's AuthContext, set by the global guard. */
export const Auth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('@Auth() used on a route without @Authenticated');
  return auth;
});
