import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { problemBody } from './problem';
import { API_VERSION } from './api-version';

/** What Node reports before any route runs (too slow, headers too large, unparsable), as problems. */
const CLIENT_ERRORS: Record<string, [status: number, code: string, detail: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};
const MALFORMED: [number, string, string] = [400, 'malformed_request', 'The request is not valid HTTP.'];

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser or a timeout ends before any route runs
 * is answered with the contract's problem JSON (Fastify's default is a JSON of its own), then the
 * connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(problemBody(status, code, detail, randomUUID()));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Hookyard-Version: ${API_VERSION}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
