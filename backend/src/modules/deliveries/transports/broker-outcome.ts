import type { AttemptErrorCode } from '../../events/attempt-details';
import { recordedBody } from '../../events/attempt-details';
import { classifyError, type AttemptOutcome, type OutgoingWebhook, unanswered } from '../webhook-sender';

/** A failure a publisher names itself: the broker refused, or no acknowledgement came in time. */
export class BrokerError extends Error {
  constructor(
    readonly code: AttemptErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The longest broker message kept in an attempt's error. */
const MAX_MESSAGE = 500;

/** NATS client error codes that mean the connection was refused or the server turned the client away. */
const NATS_REFUSED = new Set(['CONNECTION_REFUSED']);
const NATS_DENIED = new Set([
  'AUTHORIZATION_VIOLATION',
  'BAD_AUTHENTICATION',
  'BAD_CREDS',
  'PERMISSIONS_VIOLATION',
  'AUTHENTICATION_EXPIRED',
]);

/** The broker's acknowledgement as an attempt's outcome; `answer` is recorded as the answer's body (JSON). */
export function brokerSuccess(webhook: OutgoingWebhook, durationMs: number, answer: object): AttemptOutcome {
  const body = Buffer.from(JSON.stringify(answer));
  return { ...unanswered(webhook, durationMs), status: 'success', responseBody: recordedBody(body, body.length) };
}

/**
 * A failed publish: its code (`broker_refused` for what the broker said no to, `timeout`, or the
 * connection's failure as for HTTP) and the broker's message with every secret in `secrets` replaced.
 */
export function brokerFailure(webhook: OutgoingWebhook, durationMs: number, error: unknown, secrets: readonly string[]): AttemptOutcome {
  const { code, message } = classified(error);
  let shown = message;
  for (const secret of secrets) if (secret.length > 0) shown = shown.split(secret).join('[redacted]');
  return {
    ...unanswered(webhook, durationMs),
    status: code === 'timeout' ? 'timeout' : code === 'broker_refused' ? 'failed' : 'error',
    errorCode: code,
    errorMessage: shown.slice(0, MAX_MESSAGE),
  };
}

function classified(error: unknown): { code: AttemptErrorCode; message: string } {
  if (error instanceof BrokerError) return { code: error.code, message: error.message };
  const code = String((error as { code?: unknown })?.code ?? '');
  const message = (error as Error)?.message ?? String(error);
  if (NATS_REFUSED.has(code)) return { code: 'connection_refused', message: 'connection refused by the broker' };
  if (NATS_DENIED.has(code)) return { code: 'broker_refused', message: `the broker refused: ${message}` };
  if (code === 'TIMEOUT' || code === 'CONNECTION_TIMEOUT') return { code: 'timeout', message: 'the broker did not answer in time' };
  const network = classifyError(error);
  if (network.code !== 'invalid_response') return network;
  return { code: 'broker_refused', message: `the broker refused: ${message}` };
}
