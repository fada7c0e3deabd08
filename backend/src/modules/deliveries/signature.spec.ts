import { signingKey, SigningKeyCache, signWebhook } from './signature';

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

describe('SigningKeyCache', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const rotated = 'whsec_dGhpcyBpcyBhIG5ldyBzaWduaW5nIHNlY3JldA==';

  it('decrypts a destination secret once while its ciphertext stays the same', () => {
    const cache = new SigningKeyCache();
    const decrypt = jest.fn(() => secret);
    const first = cache.get('d1', Buffer.from('sealed-1'), decrypt);
    const second = cache.get('d1', Buffer.from('sealed-1'), decrypt);
    expect(decrypt).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.equals(signingKey(secret))).toBe(true);
  });

  it('decrypts again when the ciphertext changes (a rotated secret)', () => {
    const cache = new SigningKeyCache();
    cache.get('d1', Buffer.from('sealed-1'), () => secret);
    const key = cache.get('d1', Buffer.from('sealed-2'), () => rotated);
    expect(key.equals(signingKey(rotated))).toBe(true);
    expect(signWebhook(key, 'evt_1', 1, Buffer.from('a'))).toBe(signWebhook(rotated, 'evt_1', 1, Buffer.from('a')));
  });

  it("keeps a copy of the ciphertext, not the caller's buffer", () => {
    const cache = new SigningKeyCache();
    const ciphertext = Buffer.from('sealed-1');
    cache.get('d1', ciphertext, () => secret);
    ciphertext.write('changed!');
    const decrypt = jest.fn(() => rotated);
    cache.get('d1', Buffer.from('changed!'), decrypt);
    expect(decrypt).toHaveBeenCalledTimes(1);
  });

  it('holds at most its capacity, dropping the oldest entry', () => {
    const cache = new SigningKeyCache(2);
    const decrypt = jest.fn(() => secret);
    cache.get('d1', Buffer.from('a'), decrypt);
    cache.get('d2', Buffer.from('b'), decrypt);
    cache.get('d3', Buffer.from('c'), decrypt);
    cache.get('d2', Buffer.from('b'), decrypt);
    expect(decrypt).toHaveBeenCalledTimes(3);
    cache.get('d1', Buffer.from('a'), decrypt);
    expect(decrypt).toHaveBeenCalledTimes(4);
  });
});
