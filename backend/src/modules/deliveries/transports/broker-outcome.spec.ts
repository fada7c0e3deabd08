import fc from 'fast-check';
import { BrokerError, brokerFailure } from './broker-outcome';

describe('brokerFailure', () => {
  const webhook = { url: '', body: Buffer.alloc(0), headers: {}, timeoutMs: 1000 };

  it('never shows a secret the broker or the client library put in its message', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9%!@#$^&*()_+=:/-]{6,30}$/);
    fc.assert(
      fc.property(secret, fc.string(), fc.string(), (password, before, after) => {
        const outcome = brokerFailure(webhook, 1, new Error(`${before}${password}${after}${password}`), [password]);
        expect(outcome.errorMessage).not.toContain(password);
        expect(outcome.errorCode).toBe('broker_refused');
      }),
    );
  });

  it('keeps a publisher code, and names connection failures as for HTTP', () => {
    expect(brokerFailure(webhook, 1, new BrokerError('timeout', 'late'), [])).toMatchObject({ status: 'timeout', errorCode: 'timeout' });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(brokerFailure(webhook, 1, refused, [])).toMatchObject({ status: 'error', errorCode: 'connection_refused' });
    expect(brokerFailure(webhook, 1, Object.assign(new Error('x'), { code: 'CONNECTION_REFUSED' }), [])).toMatchObject({
      errorCode: 'connection_refused',
    });
  });
});
