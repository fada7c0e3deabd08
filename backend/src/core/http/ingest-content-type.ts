import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export const INGEST_PATH_PREFIX = '/api/ingest/';

const original = new WeakMap<IncomingMessage, string | undefined>();

/**
 * Ingest accepts any Content-Type, even one Fastify cannot parse (`=cmd|x`, none at all): the
 * header is set aside before Fastify picks a body parser, and given back to the ingest route.
 */
export function keepIngestContentType(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || !request.url.startsWith(INGEST_PATH_PREFIX)) return;
    original.set(request.raw, request.headers['content-type']);
    request.headers['content-type'] = 'application/octet-stream';
  });
}

/** The request headers as the sender sent them (with its own Content-Type, or none). */
export function senderHeaders(request: FastifyRequest): IncomingHttpHeaders {
  const headers = { ...request.headers };
  const contentType = original.get(request.raw);
  if (contentType === undefined) delete headers['content-type'];
  else headers['content-type'] = contentType;
  return headers;
}
