import fc from 'fast-check';
import { ATTEMPT_ERROR_CODES, legacyErrorCode } from '../events/attempt-details';
import { classifyError } from './webhook-sender';

describe('classifyError and legacyErrorCode', () => {
  const errno = (code: string) => Object.assign(new Error(code), { code });
  const causing = (code: string) => Object.assign(new Error('fetch failed'), { cause: errno(code) });

  it.each([
    ['ENOTFOUND', 'dns_failure'],
    ['EAI_AGAIN', 'dns_failure'],
    ['ECONNREFUSED', 'connection_refused'],
    ['EHOSTUNREACH', 'connection_refused'],
    ['ECONNRESET', 'connection_reset'],
    ['UND_ERR_SOCKET', 'connection_reset'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls_failure'],
    ['CERT_HAS_EXPIRED', 'tls_failure'],
    ['HPE_INVALID_CONSTANT', 'invalid_response'],
  ])('%s is %s, directly or as the cause', (code, expected) => {
    expect(classifyError(errno(code)).code).toBe(expected);
    expect(classifyError(causing(code)).code).toBe(expected);
  });

  it('reads the same code back from the message of an attempt recorded without one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[A-Z_]{3,20}$/), fc.constantFrom('ENOTFOUND', 'ECONNREFUSED', 'ECONNRESET', 'CERT_HAS_EXPIRED')),
        (code) => {
          const { code: errorCode, message } = classifyError(errno(code));
          expect(ATTEMPT_ERROR_CODES).toContain(errorCode);
          expect(legacyErrorCode('error', null, message)).toBe(errorCode);
        },
      ),
    );
    expect(legacyErrorCode('failed', 302, 'destination answered HTTP 302')).toBe('redirect_refused');
    expect(legacyErrorCode('failed', 500, 'destination answered HTTP 500')).toBe('http_status');
    expect(legacyErrorCode('timeout', null, 'no complete response within 1000 ms')).toBe('timeout');
    expect(legacyErrorCode('success', 200, null)).toBeNull();
  });
});
