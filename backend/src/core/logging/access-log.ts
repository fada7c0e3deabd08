import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Level, Logger } from 'pino';
import type { AuthenticatedRequest } from '../auth/authenticated.decorator';

export const INGEST_ROUTE = '/api/ingest/:endpointToken';

/** Probes that run every few seconds: their successes are debug lines. */
const PROBE_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Fastify's own logger: the process's pino logger, no lower than `warn` (Fastify's info lines are a
 * "listening at" per network interface and a "not found" carrying the raw URL), its per-request
 * lines off (one access line of ours instead), and the request id under the name the answers use.
 */
export function fastifyLogging(logger: Logger): Pick<FastifyServerOptions, 'loggerInstance' | 'logController'> {
  const level = logger.levelVal >= logger.levels.values.warn ? logger.level : 'warn';
  return {
    loggerInstance: logger.child({}, { level }),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
  };
}

/**
 * One access line per request once its answer is sent: route pattern (never the raw URL, an ingest
 * URL carries a token), status, duration, request id (as in `x-request-id`) and, once
 * authentication ran, the organization. Accepted ingests and successful probes are debug lines:
 * they are most of the traffic and the metrics count them; every refusal and error is logged.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions?.url ?? null;
    const status = reply.statusCode;
    const level = accessLevel(route, status);
    if (logger.isLevelEnabled(level)) {
      logger[level](
        {
          request_id: request.id,
          method: request.method,
          route,
          status,
          duration_ms: Math.round(reply.elapsedTime * 10) / 10,
          organization_id: organizationOf(request),
        },
        `${request.method} ${route ?? '(no route)'} ${status}`,
      );
    }
    done();
  });
}

export function accessLevel(route: string | null, status: number): Level {
  if (status >= 500) return 'error';
  if (status < 400 && route !== null && (route === INGEST_ROUTE || PROBE_ROUTES.has(route))) return 'debug';
  return 'info';
}

/** The caller's organization when known: set by the auth guard, or by ingest from the endpoint. */
function organizationOf(request: FastifyRequest): string | null {
  return (request as AuthenticatedRequest).auth?.organizationId ?? (request as LoggedRequest).organizationId ?? null;
}

type LoggedRequest = FastifyRequest & { organizationId?: string };

/** Ingest's caller has no AuthContext: its endpoint names the organization for the access line. */
export function noteOrganization(request: FastifyRequest, organizationId: string): void {
  (request as LoggedRequest).organizationId = organizationId;
}
