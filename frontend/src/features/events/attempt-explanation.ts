import type { AttemptErrorCode, DeliveryAttempt } from '../../api/types';
import type { UntransformedRequest } from './transformed-request';

/** What an attempt's outcome means, in plain words, and what to do about it. */
export interface Explanation {
  summary: string;
  /** What to check or do next; absent for a success. */
  hint?: string;
  /** Answer headers that matter to the explanation (a redirect's Location, a Retry-After). */
  facts: { label: string; value: string }[];
}

/** What the explanation needs to know beyond the attempt. */
export interface ExplanationContext {
  /** The destination's `timeout_ms`, when the destination is still listed. */
  timeoutMs?: number;
  /** What a transformed attempt is compared with: the destination's URL and the size of the body received. */
  untransformed?: UntransformedRequest;
}

type Attempt = Pick<DeliveryAttempt, 'status' | 'error_code' | 'response_status' | 'response_headers'>;
type Explain = (attempt: Attempt, context: ExplanationContext) => Explanation;

const NOT_RETRIED =
  'Hookyard does not retry a 4xx answer other than 408, 409, 425 and 429 by itself: fix the receiver, then use Retry this delivery.';
const RETRIED = 'Hookyard tries again on its retry schedule.';
const RETRY_AFTER = 'Hookyard waits as long as its Retry-After header asks, up to twice the next delay of its retry schedule.';

/** Every error code's explanation; a code added to the API is a type error here until it is explained. */
export const ERROR_EXPLANATIONS: { readonly [Code in AttemptErrorCode]: Explain } = {
  http_status: explainHttpStatus,
  redirect_refused: (attempt) => ({
    summary: `The destination answered HTTP ${attempt.response_status ?? '3xx'}, a redirect. Hookyard does not follow redirects.`,
    hint: 'Point the destination at the final URL (edit it on its endpoint page).',
    facts: headerFacts(attempt, [['location', 'Redirects to (Location)']]),
  }),
  timeout: (_attempt, { timeoutMs }) => ({
    summary: `The destination did not answer completely within its timeout${timeoutMs === undefined ? '' : ` of ${formatMs(timeoutMs)}`}.`,
    hint:
      'Have the receiver answer 2xx at once and do the work afterwards (e.g. from a queue), or raise the destination’s ' +
      `timeout setting (timeout_ms, up to 60 s) on its endpoint page. ${RETRIED}`,
    facts: [],
  }),
  connection_refused: () => ({
    summary: 'The destination refused the connection: is it listening on that port?',
    hint: `Check that the receiver is running and that the URL’s host and port are right, with no firewall in between (an unreachable host is reported the same way). ${RETRIED}`,
    facts: [],
  }),
  connection_reset: () => ({
    summary: 'The destination closed the connection before it answered.',
    hint: `The receiver may have crashed or restarted while handling the webhook, or a proxy or load balancer in front of it cut the connection: look at their logs. ${RETRIED}`,
    facts: [],
  }),
  dns_failure: () => ({
    summary: 'The destination’s host name could not be resolved (DNS).',
    hint: `Check the URL’s spelling and that the domain’s DNS records exist and can be seen from where Hookyard runs. ${RETRIED}`,
    facts: [],
  }),
  tls_failure: () => ({
    summary: 'The secure connection (TLS) could not be set up: the handshake failed or the certificate is not valid.',
    hint:
      'Check the destination’s certificate: expired, self-signed, issued for another host name, or missing its intermediate ' +
      'certificates. If the server does not speak HTTPS on that port, use its https port or an http:// URL.',
    facts: [],
  }),
  address_refused: () => ({
    summary: 'The destination’s address is not allowed: it is a loopback, private, link-local or other non-public address.',
    hint:
      'Hookyard refuses private addresses so that a webhook URL cannot reach into its own network. Use a publicly reachable URL, ' +
      'or, on a Hookyard that must deliver inside a private network, set ALLOW_PRIVATE_DESTINATIONS=true.',
    facts: [],
  }),
  invalid_response: () => ({
    summary: 'The destination answered something that is not valid HTTP.',
    hint: 'Check that the URL points at an HTTP server (the right port and scheme) and that the server sends a well-formed status line and headers.',
    facts: [],
  }),
  transformation_failed: () => ({
    summary:
      "The destination's transformation threw, returned something that is not a request, or ran past its time or memory limit; nothing was sent.",
    hint: 'Fix the code on the destination (the message says where; try it with a sample in the routing test), then Retry this delivery.',
    facts: [],
  }),
  listener_offline: () => ({
    summary: 'No hookyard listen was connected to this listener destination, so nothing was sent; it does not count against its health.',
    hint: 'Start hookyard listen for this endpoint: deliveries waiting for a retry are sent as soon as it connects.',
    facts: [],
  }),
  broker_refused: () => ({
    summary:
      'The broker did not accept the message: it was unroutable, nacked, had no stream for its subject, or the broker refused the login (its message says which).',
    hint:
      'Check the exchange and routing key (a queue must be bound), the JetStream stream that takes the subject, the topic, ' +
      `and the credentials in the destination’s URL. ${RETRIED}`,
    facts: [],
  }),
};

/** The attempt's outcome in plain words, with a hint when it failed. */
export function explainAttempt(attempt: Attempt, context: ExplanationContext = {}): Explanation {
  if (attempt.error_code !== null) return ERROR_EXPLANATIONS[attempt.error_code](attempt, context);
  if (attempt.status === 'success') {
    return { summary: `Delivered: the destination answered HTTP ${attempt.response_status ?? '2xx'}.`, facts: [] };
  }
  // Not expected (the API derives a code for every failure); say what is known.
  return { summary: `The attempt ended ${attempt.status}.`, facts: [] };
}

function explainHttpStatus(attempt: Attempt): Explanation {
  const status = attempt.response_status;
  const answered = `The destination answered HTTP ${status ?? '(unknown)'}`;
  if (status === 410) {
    return {
      summary: `${answered} Gone: it asks to receive no more webhooks.`,
      hint: 'Hookyard ended this delivery and disabled the destination. Activate it again on its endpoint page when it should receive webhooks.',
      facts: [],
    };
  }
  if (status === 429) {
    return {
      summary: `${answered} Too Many Requests: it is limiting how fast Hookyard may deliver.`,
      hint: `${RETRY_AFTER} If it happens often, raise the receiver’s rate limit.`,
      facts: headerFacts(attempt, [['retry-after', 'Retry-After']]),
    };
  }
  if (status === 503) {
    return {
      summary: `${answered} Service Unavailable: it is overloaded or down for maintenance.`,
      hint: RETRY_AFTER,
      facts: headerFacts(attempt, [['retry-after', 'Retry-After']]),
    };
  }
  if (status === 408 || status === 409 || status === 425) {
    return { summary: `${answered}: a refusal it expects to be temporary.`, hint: RETRIED, facts: [] };
  }
  if (status === 401 || status === 403) {
    return {
      summary: `${answered}: it did not accept the request’s credentials.`,
      hint:
        'Check that the receiver verifies the webhook-signature header with this destination’s current signing secret ' +
        `(after a rotation the receiver needs the new one) and expects no other authentication. ${NOT_RETRIED}`,
      facts: [],
    };
  }
  if (status === 404) {
    return {
      summary: `${answered} Not Found: nothing handles webhooks at that URL.`,
      hint: `Check the URL’s path (edit it on the endpoint page). ${NOT_RETRIED}`,
      facts: [],
    };
  }
  if (status !== null && status >= 400 && status < 500) {
    return {
      summary: `${answered}: it considers the request wrong.`,
      hint: `Its answer (below) may say why. ${NOT_RETRIED}`,
      facts: [],
    };
  }
  if (status !== null && status >= 500 && status < 600) {
    return {
      summary: `${answered}: it failed while handling the webhook.`,
      hint: `Look for the error in the receiver’s logs; its answer is below. ${RETRIED}`,
      facts: headerFacts(attempt, [['retry-after', 'Retry-After']]),
    };
  }
  return { summary: `${answered}, not a 2xx success.`, hint: `Only a 2xx answer counts as delivered. ${RETRIED}`, facts: [] };
}

function headerFacts(attempt: Attempt, wanted: [name: string, label: string][]): Explanation['facts'] {
  return wanted.flatMap(([name, label]) => {
    const value = attempt.response_headers[name];
    return value === undefined ? [] : [{ label, value }];
  });
}

/** 15000 → "15 s", 1500 → "1500 ms". */
function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
