import type { TransformError } from '../transformations/sandbox';
import { handlerBody, TransformInput } from '../transformations/transformation';
import type { RecordedRequest } from '../events/attempt-details';
import type { ClaimedJob } from './deliveries.repository';
import type { AttemptOutcome } from './webhook-sender';

/** What a claimed job's transformation receives: the request as Hookyard would send it (the sender headers it forwards), and its context. */
export function transformInput(job: ClaimedJob, body: Buffer, forwarded: Record<string, string>): TransformInput {
  return {
    request: { method: 'POST', url: job.url ?? '', headers: forwarded, body: handlerBody(body) },
    context: {
      event_id: job.public_event_id,
      event_type: job.event_type,
      endpoint_id: job.endpoint_id,
      destination_id: job.destination_id,
    },
    rawBody: body,
  };
}

/** A transformation's failure as the attempt records it: nothing sent, `transformation_failed`, where in the code when known. */
export function transformationFailure(error: TransformError, durationMs: number): AttemptOutcome {
  const where = error.line === null ? '' : ` (line ${error.line}${error.column === null ? '' : `, column ${error.column}`})`;
  return {
    status: 'error',
    responseStatus: null,
    durationMs: Math.round(durationMs),
    errorMessage: `transformation failed: ${error.message}${where}`,
    errorCode: 'transformation_failed',
    retryAfterSeconds: null,
    requestHeaders: {},
    responseHeaders: {},
    responseBody: null,
  };
}

/**
 * The request a transformation made, as the attempt records it: its method, its URL's host and
 * path and its body's size (never the query or the body).
 */
export function recordedRequest(method: string, url: string, body: Buffer): RecordedRequest {
  const parts = new URL(url);
  return { method, host: parts.host, path: parts.pathname, body_size_bytes: body.length };
}
