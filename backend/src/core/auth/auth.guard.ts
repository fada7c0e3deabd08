import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import passport from 'passport';
import { constantTimeEqual } from '../crypto/tokens';
import { rateLimitHeaders } from '../rate-limit/token-bucket';
import { ProblemException, problems } from '../http/problem';
import { ApiKeyStrategy, API_KEY_STRATEGY } from './api-key.strategy';
import type { AuthContext } from './auth-context';
import { AUTH_METADATA, AuthenticatedRequest, AuthRequirement } from './authenticated.decorator';
import { isRole, roleAtLeast } from './roles';
import { SessionStrategy, SESSION_STRATEGY } from './session.strategy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Scoped routes: a bearer key when an Authorization header is sent, else the dashboard session. */
const KEY_OR_SESSION = [API_KEY_STRATEGY, SESSION_STRATEGY];
const SESSION_ONLY = [SESSION_STRATEGY];

/**
 * The global guard: enforces each route's @Authenticated declaration, and refuses undeclared routes.
 * Who is calling is settled by passport strategies (the route's declaration says which), what they
 * may do here is checked after: the key's rate limit and admission, the scope, the CSRF token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);
  /**
   * This app's own passport, not the process-wide one (where PassportStrategy also registers each
   * strategy): two apps in one process, as the tests start, each use their own strategies and caches.
   */
  private readonly passport = new passport.Authenticator();

  constructor(
    private readonly reflector: Reflector,
    apiKey: ApiKeyStrategy,
    session: SessionStrategy,
  ) {
    this.passport.use(API_KEY_STRATEGY, apiKey);
    this.passport.use(SESSION_STRATEGY, session);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.reflector.getAllAndOverride<AuthRequirement | undefined>(AUTH_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!requirement) {
      this.logger.error(`route ${context.getClass().name}.${context.getHandler().name} has no @Authenticated declaration`);
      throw new ProblemException(403, 'forbidden', 'This route is not available.');
    }
    if ('public' in requirement) return true;
    if (!isRole((requirement as { role?: unknown }).role)) {
      // The type requires a role; a declaration that slipped past it is refused like a missing one.
      this.logger.error(`route ${context.getClass().name}.${context.getHandler().name} declares no role`);
      throw new ProblemException(403, 'forbidden', 'This route is not available.');
    }

    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const reply = http.getResponse<FastifyReply>();
    const sessionOnly = 'session' in requirement;
    const auth = await this.authenticate(sessionOnly ? SESSION_ONLY : KEY_OR_SESSION, request, reply);
    if (!auth) throw sessionOnly ? problems.unauthenticated() : problems.missingCredentials();
    request.auth = auth;
    // docs/http.md, Two-factor and sessions: a restricted session only sets two-factor up.
    if (auth.restricted && !('session' in requirement && requirement.twoFactorSetup === true)) throw problems.twoFactorSetupRequired();
    const scope = sessionOnly ? null : requirement.scope;

    if (request.apiKey) {
      const { cached, admission } = request.apiKey;
      const admitted = admission.then(({ auth: confirmed, decision }) => {
        // A token bucket per API key, shared by every instance; the RateLimit-* headers say where the caller stands.
        reply.headers(rateLimitHeaders(decision));
        if (!decision.allowed) throw new ProblemException(429, 'rate_limited', 'Too many requests for this API key; retry later.');
        if (scope && !confirmed.scopes.includes(scope)) throw problems.insufficientScope(scope);
        return confirmed;
      });
      if (cached && 'speculative' in requirement && SAFE_METHODS.has(request.method) && scope && cached.scopes.includes(scope)) {
        // The route starts on the cached copy; holdAnswersUntilAdmitted holds its answer until Redis confirms it.
        request.admitted = admitted.then((confirmed) => {
          // A key's organization never changes; were it ever to, this answer must not go out.
          if (confirmed.organizationId !== cached.organizationId) throw new Error('API key changed organization while admitted');
        });
        request.admitted.catch(() => undefined); // awaited before the answer goes out; never an unhandled rejection meanwhile
        return true;
      }
      request.auth = await admitted;
      return true;
    }

    if (scope && !auth.scopes.includes(scope)) throw problems.insufficientScope(scope);
    // A session's role is read with the session, so a change holds on the person's next request.
    if (!roleAtLeast(auth.role!, requirement.role)) throw problems.insufficientRole(requirement.role);
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !constantTimeEqual(sent, auth.csrfToken ?? '')) throw problems.csrfFailed();
    }
    return true;
  }

  /**
   * Runs `strategies` through passport, in order: the first that names a caller wins, one that throws
   * (our 401 problems) ends the run with its error, and none at all is `false` (the caller's 401 is ours
   * to choose: passport's own "Unauthorized" never goes out).
   */
  private authenticate(strategies: string[], request: AuthenticatedRequest, reply: FastifyReply): Promise<AuthContext | false> {
    return new Promise((resolve, reject) => {
      const middleware = this.passport.authenticate(strategies, { session: false }, (error: unknown, user: AuthContext | false) =>
        error ? reject(error) : resolve(user),
      ) as (request: unknown, reply: unknown, next: (error?: unknown) => void) => void;
      middleware(request, reply, (error) => reject(error ?? new Error('a passport strategy passed the request on')));
    });
  }
}
