import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { allowedMethods } from './allowed-methods';
import { ProblemException, problemBody, problems } from './problem';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const logger = new Logger('Problem');

/** Maps anything thrown to a problem. Unknown errors say nothing but the request id (and are logged). */
export function toProblem(error: unknown, requestId: string): ProblemException {
  if (error instanceof ProblemException) return error;
  if (databaseCode(error) === '23505') {
    // A unique violation a service did not answer with a problem of its own, whether it came through
    // the executor (pg's DatabaseError) or TypeORM (QueryFailedError).
    return new ProblemException(409, 'conflict', 'The resource already exists.');
  }
  if (isRefusedValue(error)) {
    // A value the client sent that PostgreSQL cannot take (out of range, malformed, too long for an index):
    // the client's doing, so a 400; logged without the statement or the value.
    logger.log(`request ${requestId}: the database refused a value (${databaseCode(error)})`);
    return problems.validation([], 'A value in the request cannot be stored or compared; check its range and format.');
  }
  if (isClientAbort(error)) {
    // Nobody is left to answer, and it is the client's doing: one line, no stack (a flood of them is not an outage).
    logger.log(`request ${requestId}: the client closed the connection before the body ended`);
    return new ProblemException(400, 'request_aborted', 'The request body ended early.');
  }
  const status = statusOf(error);
  if (status && status < 500) {
    const detail = status === 404 ? 'The resource was not found.' : publicMessage(error, status);
    return new ProblemException(status, CODE_BY_STATUS[status] ?? 'bad_request', detail);
  }
  logger.error(`request ${requestId} failed: ${error instanceof Error ? error.stack : String(error)}`);
  return new ProblemException(500, 'internal_error', 'An unexpected error occurred.');
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
  const problem = wrongMethod(request, error) ?? toProblem(error, String(request.id));
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  reply
    .status(problem.status)
    .header('content-type', 'application/problem+json')
    .send(problemBody(problem.status, problem.code, problem.detail, String(request.id), problem.extras));
}

/**
 * A request no route matched, on a path that other methods serve: 405 with `Allow`, not 404. The
 * dashboard's catch-all (`/*`, GET and HEAD) matches no API path, so its 404 for one counts as unmatched.
 */
function wrongMethod(request: FastifyRequest, error: unknown): ProblemException | null {
  const route = request.routeOptions.url;
  if ((route !== undefined && !route.includes('*')) || statusOf(error) !== 404) return null;
  const allowed = allowedMethods(request.url);
  // A path whose method is served did not match for another reason (a parameter past its length): 404.
  if (!allowed || allowed.includes(request.method)) return null;
  return new ProblemException(405, 'method_not_allowed', `This path serves ${allowed.join(', ')}.`, {}, { allow: allowed.join(', ') });
}

/** The one place errors of Nest routes become `application/problem+json`. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendProblem(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), error);
  }
}

/** PostgreSQL's SQLSTATE of a database error, through TypeORM or straight from pg. */
function databaseCode(error: unknown): string | undefined {
  const source = error instanceof QueryFailedError ? error.driverError : error;
  const code = (source as { code?: unknown; severity?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Errors a value causes, not the server: class 22 (data exception: out of range, invalid text
 * representation, invalid byte sequence, datetime field overflow, …), a NOT NULL or CHECK
 * constraint refusing it (23502, 23514) and 54000 (an index row too large).
 */
function isRefusedValue(error: unknown): boolean {
  const code = databaseCode(error);
  return code !== undefined && (code.startsWith('22') || ['23502', '23514', '54000'].includes(code));
}

/** Node's error for a request stream whose client went away mid-body. */
function isClientAbort(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (code === 'ECONNRESET' && message === 'aborted') || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** Status of a Nest HttpException or a Fastify error (bad JSON, …). */
function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpException) return error.getStatus();
  const statusCode = (error as { statusCode?: unknown })?.statusCode;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

function publicMessage(error: unknown, status: number): string {
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (typeof response === 'object' && response && typeof (response as { message?: unknown }).message === 'string') {
      return (response as { message: string }).message;
    }
  }
  return status === 413 ? 'The request body is too large.' : 'The request could not be processed.';
}
