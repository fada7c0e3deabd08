import type { FastifyRequest } from 'fastify';
import pino, { DestinationStream, Logger, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';

/** The version in every start line (backend/package.json, from src/ and dist/ alike). */
const APP_VERSION = (require('../../../package.json') as { version: string }).version;

/**
 * Field names whose values never reach a log line, at any of the first three levels of a logged
 * object (`authorization`, `req.headers.authorization`, `a.b.password`). Nothing logs headers or
 * bodies today; this is the net under a future `logger.info({ headers })`.
 */
export const REDACTED_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'csrf_token',
  'password',
  'token',
  'endpoint_token',
  'key',
  'api_key',
  'secret',
  'signing_secret',
  'session',
  'payload',
  'body',
] as const;

const REDACT_PATHS = REDACTED_FIELDS.flatMap((field) => {
  const name = `["${field}"]`;
  return [name, `*${name}`, `*.*${name}`];
});

const INGEST_TOKEN_IN_TEXT = /\/api\/ingest\/[^/\s?#"'`]+/g;

/** The ingest URL as its pattern: the endpoint token in it is a credential. */
function withoutIngestTokens(text: string): string {
  return text.replace(INGEST_TOKEN_IN_TEXT, '/api/ingest/:endpointToken');
}

/**
 * How a request appears when something logs one (Fastify's own error lines do): method, route
 * pattern and id. Never the raw URL (an ingest URL carries its endpoint's token), nor headers.
 */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, route: request.routeOptions?.url ?? null, request_id: request.id };
}

function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: pino.stdSerializers.err,
      req: serializeRequest,
      res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
    },
    hooks: {
      // Messages are free text (Nest's Logger speaks strings): an ingest URL in one, say in an
      // error's message or stack, leaves only its pattern behind.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutIngestTokens(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

/**
 * The process's one pino logger: JSON lines on stdout, or readable lines through pino-pretty
 * (loaded only then) when LOG_FORMAT is `pretty`. Tests hand in their own destination.
 */
export async function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Promise<Logger> {
  const options = loggerOptions(config);
  if (destination) return pino(options, destination);
  if (config.logFormat === 'json') return pino(options);
  const { default: pretty } = await import('pino-pretty');
  return pino(options, pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
}

/** `postgres://user:password@host:5432/db` → `postgres://host:5432/db`: where, never who. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  parsed.search = '';
  return parsed.toString().replace(/\/+$/, '');
}

/** The one line a process writes when it is up; a process that works queues names its lanes (WORKER_LANES). */
export function logStarted(logger: Logger, config: AppConfig, role: 'api' | 'worker' | 'combined', port?: number): void {
  const lanes = role === 'api' ? null : Object.entries(config.workerLanes).flatMap(([lane, on]) => (on ? [lane] : []));
  logger.info(
    {
      version: APP_VERSION,
      role,
      port: port ?? null,
      worker_lanes: lanes,
      node_env: config.nodeEnv,
      database: withoutCredentials(config.databaseUrl),
      redis: withoutCredentials(config.redisUrl),
      redis_prefix: config.redisPrefix,
    },
    `hookyard ${role} ${APP_VERSION} started${port === undefined ? '' : ` on port ${port}`}${lanes ? `, lanes ${lanes.join(',')}` : ''}`,
  );
}
