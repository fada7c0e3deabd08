// The receiver-side helper shipped in docs/examples must verify what Hookyard signs.
import { verifyWebhook } from '../../../../docs/examples/verify-webhook.mjs';
import { signWebhook } from './signature';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = Buffer.from('{"test": 2432232314}');

describe('docs/examples/verify-webhook.mjs', () => {
  const headers = (timestamp: number, signature = signWebhook(secret, 'evt_1', timestamp, body)) => ({
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature,
  });

  it('accepts a fresh Hookyard signature, also among several', () => {
    expect(verifyWebhook(secret, headers(1000), body, 1000)).toBe(true);
    expect(verifyWebhook(secret, headers(1000, `v1,bm9wZQ== ${signWebhook(secret, 'evt_1', 1000, body)}`), body, 1000)).toBe(true);
  });

  it('accepts the Standard Webhooks reference vector', () => {
    const reference = {
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    expect(verifyWebhook(secret, reference, body, 1614265330)).toBe(true);
  });

  it('refuses a changed body, another secret, a stale timestamp, and missing headers', () => {
    expect(verifyWebhook(secret, headers(1000), Buffer.from('{"test": 1}'), 1000)).toBe(false);
    expect(verifyWebhook('whsec_' + Buffer.alloc(32, 9).toString('base64'), headers(1000), body, 1000)).toBe(false);
    expect(verifyWebhook(secret, headers(1000), body, 1000 + 301)).toBe(false);
    expect(verifyWebhook(secret, {}, body, 1000)).toBe(false);
  });
});
