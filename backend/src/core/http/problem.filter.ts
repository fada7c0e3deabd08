import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ProblemException, problemBody } from './problem';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The one place errors become `application/problem+json`. Unknown errors say nothing but the request id. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const problem = this.toProblem(error, request);
    for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
    reply
      .status(problem.status)
      .header('content-type', 'application/problem+json')
      .send(problemBody(problem.status, problem.code, problem.detail, String(request.id), problem.extras));
  }

  private toProblem(error: unknown, request: FastifyRequest): ProblemException {
    if (error instanceof ProblemException) return error;
    if (error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505') {
      return new ProblemException(409, 'conflict', 'The resource already exists.');
    }
    const status = statusOf(error);
    if (status && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'bad_request';
      const detail = status === 404 ? 'The resource was not found.' : publicMessage(error, status);
      return new ProblemException(status, code, detail);
    }
    this.logger.error(`request ${String(request.id)} failed: ${error instanceof Error ? error.stack : String(error)}`);
    return new ProblemException(500, 'internal_error', 'An unexpected error occurred.');
  }
}

/** Status of a Nest HttpException or a Fastify error (body too large, bad JSON, …). */
function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpException) return error.getStatus();
  const statusCode = (error as { statusCode?: unknown })?.statusCode;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

function publicMessage(error: unknown, status: number): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'The content type is not supported.';
  if (status === 400 && (error as { code?: string })?.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'The body is not valid JSON.';
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (typeof response === 'object' && response && typeof (response as { message?: unknown }).message === 'string') {
      return (response as { message: string }).message;
    }
  }
  return 'The request could not be processed.';
}
