import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { constantTimeEqual } from '../crypto/tokens';
import { rateLimitHeaders } from '../rate-limit/token-bucket';
import { ProblemException, problems } from '../http/problem';
import { AUTH_METADATA, AuthenticatedRequest, AuthRequirement } from './authenticated.decorator';
import { CredentialsService, SESSION_COOKIE } from './credentials.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The global guard: enforces each route's @Authenticated declaration, and refuses undeclared routes. */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly credentials: CredentialsService,
  ) {}

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

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const authorization = request.headers.authorization;

    if ('session' in requirement) {
      request.auth = (await this.credentials.fromSession(request.cookies?.[SESSION_COOKIE])) ?? undefined;
      if (!request.auth) throw problems.unauthenticated();
    } else if (authorization !== undefined) {
      const match = /^Bearer (\S+)$/i.exec(authorization);
      if (!match) throw problems.invalidApiKey();
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      const { cached, admission } = this.credentials.admitApiKey(match[1]);
      const admitted = admission.then(({ auth, decision }) => {
        // A token bucket per API key, shared by every instance; the RateLimit-* headers say where the caller stands.
        reply.headers(rateLimitHeaders(decision));
        if (!decision.allowed) throw new ProblemException(429, 'rate_limited', 'Too many requests for this API key; retry later.');
        if (!auth.scopes.includes(requirement.scope)) throw problems.insufficientScope(requirement.scope);
        return auth;
      });
      if (requirement.speculative && cached && SAFE_METHODS.has(request.method) && cached.scopes.includes(requirement.scope)) {
        // The route starts on the cached copy; holdAnswersUntilAdmitted holds its answer until Redis confirms it.
        request.auth = cached;
        request.admitted = admitted.then((auth) => {
          // A key's organization never changes; were it ever to, this answer must not go out.
          if (auth.organizationId !== cached.organizationId) throw new Error('API key changed organization while admitted');
        });
        request.admitted.catch(() => undefined); // awaited before the answer goes out; never an unhandled rejection meanwhile
        return true;
      }
      request.auth = await admitted;
      return true;
    } else {
      request.auth = (await this.credentials.fromSession(request.cookies?.[SESSION_COOKIE])) ?? undefined;
      if (!request.auth) throw problems.missingCredentials();
    }

    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !constantTimeEqual(sent, request.auth.csrfToken ?? '')) throw problems.csrfFailed();
    }
    return true;
  }
}
