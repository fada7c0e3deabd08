import fastifyCookie from '@fastify/cookie';
import { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { holdAnswersUntilAdmitted } from '../auth/admission';
import type { AppConfig } from '../config/app-config';
import { fastifyLogging, logRequests } from '../logging/access-log';
import { createLogger } from '../logging/logger';
import { PinoNestLogger } from '../logging/nest-logger';
import { metrics } from '../metrics/metrics';
import { ProblemException, problems } from './problem';
import { API_VERSION } from './api-version';
import { INGEST_PATH_PREFIX, keepIngestContentType } from './ingest-content-type';
import { setUpOpenApi } from './openapi';
import { serveFrontend, useSecurityHeaders } from './serve-frontend';
import { sendProblem } from './problem.filter';
import { readBody } from './read-body';
import { recordRouteMethods } from './allowed-methods';
import { answerClientError } from './client-error';
import { createValidationPipe } from './validation';
import { MAX_TRANSFORMATION_BYTES } from './code-bodies';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\b/i;
/** Deeper JSON is refused before parsing: the validators walk bodies recursively. */
const MAX_JSON_DEPTH = 32;

/** Builds the api: Fastify, one body parser, problem JSON, validation, OpenAPI and the SPA. */
export async function createHttpApp(module: DynamicModule, config: AppConfig, logger?: Logger): Promise<NestFastifyApplication> {
  const log = logger ?? (await createLogger(config));
  const adapter = new FastifyAdapter({
    ...fastifyLogging(log),
    trustProxy: trustedProxies(config.trustProxy),
    // A slow or stalled client cannot hold a connection (and what it sent so far) for ever.
    requestTimeout: config.httpRequestTimeoutMs,
    clientErrorHandler: answerClientError,
    keepAliveTimeout: config.httpKeepAliveTimeoutMs,
    http: {
      headersTimeout: config.httpHeadersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.httpHeadersTimeoutMs / 2)),
    },
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    // Errors Fastify raises before routing (a malformed %-escape in the URL, …) are problems too.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => sendProblem(request, reply, error),
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, { logger: new PinoNestLogger(log), bodyParser: false });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  recordRouteMethods(fastify);

  await app.register(fastifyCookie as never);
  useSecurityHeaders(fastify);
  keepIngestContentType(fastify);
  registerBodyParser(fastify, config.jsonBodyLimitBytes);
  logRequests(fastify, log);
  fastify.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(INGEST_PATH_PREFIX)) return;
    metrics.ingestRequests.inc({ status: String(reply.statusCode) });
    if (reply.statusCode === 202) metrics.ingestDuration.observe(reply.elapsedTime / 1000);
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('hookyard-version', API_VERSION);
  });
  holdAnswersUntilAdmitted(fastify);

  app.useGlobalPipes(createValidationPipe());
  setUpOpenApi(app);
  if (config.frontendDir) await serveFrontend(app, fastify, config.frontendDir);
  return app;
}

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count); one pass, no recursion. */
export function jsonDepth(text: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return deepest;
}

/** Fastify's form of TRUST_PROXY; a hop count as the function Fastify itself builds for one. */
function trustedProxies(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The demo's receiver (DEMO_ECHO) answers a delivery of any content type, as a real receiver does, and reads none of it. */
const ANY_BODY_PATH = '/demo/echo';

/**
 * Ingest gets the raw request stream, so it can check the token, the endpoint and the rate limit
 * before reading a byte, and keep the exact bytes of any content type. Every other route gets JSON.
 */
/** Room for a transformation's code (64 KiB) on top of JSON_BODY_LIMIT_BYTES, as JSON text escapes it (a line break takes 2 bytes). */
const CODE_ALLOWANCE_BYTES = 2 * MAX_TRANSFORMATION_BYTES;
const CODE_ROUTES = /^\/api\/(endpoints\/[^/?]+\/destinations|destinations\/[^/?]+|routing\/test)\/?(\?|$)/;

/** Whether the request may carry a transformation's code: a destination's create or PATCH, and the routing test. */
function carriesCode(request: FastifyRequest): boolean {
  return (request.method === 'POST' || request.method === 'PATCH') && CODE_ROUTES.test(request.url);
}

function registerBodyParser(fastify: FastifyInstance, jsonLimit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    (request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => {
      if (request.url.startsWith(INGEST_PATH_PREFIX)) return done(null, payload);
      const limit = carriesCode(request) ? jsonLimit + CODE_ALLOWANCE_BYTES : jsonLimit;
      readBody(payload, limit, request.headers['content-length']).then((body) => {
        if (body.length === 0 || request.url.split('?')[0] === ANY_BODY_PATH) return done(null, undefined);
        if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) {
          return done(new ProblemException(415, 'unsupported_media_type', 'Send the body as application/json.'));
        }
        if (jsonDepth(body) > MAX_JSON_DEPTH) {
          return done(
            problems.validation(
              [{ field: 'body', message: `is nested deeper than ${MAX_JSON_DEPTH} levels` }],
              'The body is nested too deeply.',
            ),
          );
        }
        try {
          done(null, JSON.parse(body.toString('utf8')));
        } catch {
          done(problems.validation([{ field: 'body', message: 'is not valid JSON' }], 'The body is not valid JSON.'));
        }
      }, done);
    },
  );
}
