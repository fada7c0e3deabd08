import { signWebhook } from './signature';

describe('signWebhook', () => {
  it('matches the Standard Webhooks reference test vector', () => {
    // From the Standard Webhooks specification's reference libraries.
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      Buffer.from('{"test": 2432232314}'),
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('changes with every input', () => {
    const base = signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'evt_1', 1, Buffer.from('a'));
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'evt_2', 1, Buffer.from('a'))).not.toBe(base);
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'evt_1', 2, Buffer.from('a'))).not.toBe(base);
    expect(signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'evt_1', 1, Buffer.from('b'))).not.toBe(base);
  });
});
