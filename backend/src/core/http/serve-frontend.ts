import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { NotFoundException } from '@nestjs/common';
import { sendProblem } from './problem.filter';

/** Vite names every file under assets/ by its content hash: a new build is a new name. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9.]+$/;

/**
 * Security headers on every answer, dashboard and API alike: a CSP that allows the SPA's own
 * scripts and styles and nothing inline or foreign, no framing, `nosniff`, no referrer across
 * origins, HSTS where it is served over HTTPS. helmet's middleware is built once and applied in one
 * hook: @fastify/helmet rebuilds it for every request, which cost the ingest path about a tenth of
 * its throughput in bench:ingest.
 */
export function useSecurityHeaders(fastify: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}

/**
 * The SPA at `/`: its built files (the .br or .gz written at build time when the client accepts
 * one), hashed assets cached for a year and `index.html` revalidated on every load, and
 * `index.html` for any other GET outside /api, so every dashboard path can be reloaded or shared.
 */
export async function serveFrontend(app: NestFastifyApplication, fastify: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic as never, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    // as if no route matched: 404, or 405 with `Allow` on a path other methods serve (`GET /api/ingest/…`)
    if (request.url.startsWith('/api/') || request.url === '/api') return sendProblem(request, reply, new NotFoundException());
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root);
  };
  fastify.get('/', sendIndex);
  fastify.get('/*', sendIndex);
}
