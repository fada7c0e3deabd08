// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AttemptErrorCode, DeliveryAttempt } from '../../api/types';
import { ERROR_EXPLANATIONS, explainAttempt } from './attempt-explanation';

// Every code the API document names: `satisfies` fails the type check when a code is added to (or
// removed from) the generated schema and this list is not brought along.
const ALL_CODES = {
  http_status: true,
  timeout: true,
  connection_refused: true,
  connection_reset: true,
  dns_failure: true,
  tls_failure: true,
  address_refused: true,
  redirect_refused: true,
  invalid_response: true,
  transformation_failed: true,
  listener_offline: true,
  broker_refused: true,
} as const satisfies Record<AttemptErrorCode, true>;
const CODES = Object.keys(ALL_CODES) as AttemptErrorCode[];

type Attempt = Pick<DeliveryAttempt, 'status' | 'error_code' | 'response_status' | 'response_headers'>;
const failed = (
  error_code: AttemptErrorCode,
  response_status: number | null = null,
  response_headers: Record<string, string> = {},
): Attempt => ({
  status: error_code === 'timeout' ? 'timeout' : response_status === null ? 'error' : 'failed',
  error_code,
  response_status,
  response_headers,
});

describe('explainAttempt', () => {
  it('explains every error code the API names, each in its own words and with a hint', () => {
    expect(Object.keys(ERROR_EXPLANATIONS).sort()).toEqual([...CODES].sort());
    const summaries = new Set<string>();
    for (const code of CODES) {
      const explanation = explainAttempt(failed(code, code === 'http_status' ? 500 : code === 'redirect_refused' ? 302 : null));
      expect(explanation.summary.length, code).toBeGreaterThan(20);
      expect(explanation.hint?.length ?? 0, code).toBeGreaterThan(20);
      summaries.add(explanation.summary);
    }
    expect(summaries.size).toBe(CODES.length);
  });

  it('says what to check for each failure to connect', () => {
    expect(explainAttempt(failed('connection_refused')).summary).toBe(
      'The destination refused the connection: is it listening on that port?',
    );
    expect(explainAttempt(failed('dns_failure')).summary).toMatch(/host name could not be resolved \(DNS\)/);
    const tls = explainAttempt(failed('tls_failure'));
    expect(tls.summary).toMatch(/TLS/);
    expect(tls.hint).toMatch(/certificate/);
    expect(tls.hint).toMatch(/https/);
    expect(explainAttempt(failed('address_refused')).hint).toMatch(/ALLOW_PRIVATE_DESTINATIONS=true/);
    expect(explainAttempt(failed('address_refused')).summary).toMatch(/private/);
    expect(explainAttempt(failed('connection_reset')).summary).toMatch(/closed the connection/);
    expect(explainAttempt(failed('invalid_response')).summary).toMatch(/not valid HTTP/);
  });

  it('names the destination’s timeout setting, with its value when known', () => {
    const unknown = explainAttempt(failed('timeout'));
    expect(unknown.summary).toBe('The destination did not answer completely within its timeout.');
    expect(unknown.hint).toMatch(/timeout setting \(timeout_ms/);
    expect(explainAttempt(failed('timeout'), { timeoutMs: 15_000 }).summary).toMatch(/within its timeout of 15 s\.$/);
    expect(explainAttempt(failed('timeout'), { timeoutMs: 2_500 }).summary).toMatch(/of 2500 ms\.$/);
  });

  it('tells a redirect to point the destination at the final URL, showing its Location', () => {
    const redirect = explainAttempt(failed('redirect_refused', 301, { location: 'https://new.example/hooks' }));
    expect(redirect.summary).toMatch(/HTTP 301, a redirect\. Hookyard does not follow redirects/);
    expect(redirect.hint).toMatch(/final URL/);
    expect(redirect.facts).toEqual([{ label: 'Redirects to (Location)', value: 'https://new.example/hooks' }]);
    expect(explainAttempt(failed('redirect_refused', 307)).facts).toEqual([]);
  });

  it('explains an HTTP answer by its class, and the statuses that change what Hookyard does', () => {
    const explain = (status: number, headers: Record<string, string> = {}) => explainAttempt(failed('http_status', status, headers));
    expect(explain(500).summary).toMatch(/HTTP 500: it failed while handling/);
    expect(explain(502).hint).toMatch(/retry schedule/);
    expect(explain(400).summary).toMatch(/HTTP 400: it considers the request wrong/);
    expect(explain(422).hint).toMatch(/does not retry a 4xx/);
    expect(explain(404).summary).toMatch(/Not Found/);
    expect(explain(401).hint).toMatch(/webhook-signature/);
    expect(explain(403).hint).toMatch(/signing secret/);
    expect(explain(410).hint).toMatch(/disabled the destination/);
    for (const status of [408, 409, 425]) expect(explain(status).hint, String(status)).toMatch(/retry schedule/);
    for (const status of [429, 503]) {
      expect(explain(status).hint, String(status)).toMatch(/Retry-After/);
      expect(explain(status, { 'retry-after': '120' }).facts, String(status)).toEqual([{ label: 'Retry-After', value: '120' }]);
      expect(explain(status).facts).toEqual([]);
    }
  });

  it('says a success was delivered, with no hint', () => {
    const ok = explainAttempt({ status: 'success', error_code: null, response_status: 204, response_headers: {} });
    expect(ok).toEqual({ summary: 'Delivered: the destination answered HTTP 204.', facts: [] });
  });
});
