import { randomBytes } from 'node:crypto';
import { KeyRing } from './key-ring';

const key = () => randomBytes(32).toString('base64');

describe('KeyRing', () => {
  const k1 = key();
  const k2 = key();

  it('round-trips under the active key and binds the ciphertext to its AAD', () => {
    const ring = new KeyRing(`k1:${k1}`);
    const sealed = ring.seal(Buffer.from('payload'), 'event:org:1');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.blob.includes(Buffer.from('payload'))).toBe(false);
    expect(ring.open(sealed, 'event:org:1').toString()).toBe('payload');
    expect(() => ring.open(sealed, 'event:org:2')).toThrow();
  });

  it('never reuses an IV', () => {
    const ring = new KeyRing(`k1:${k1}`);
    const a = ring.seal(Buffer.from('same'), 'aad');
    const b = ring.seal(Buffer.from('same'), 'aad');
    expect(a.blob.equals(b.blob)).toBe(false);
  });

  it('never reuses an IV across refills of its random pool', () => {
    const ring = new KeyRing(`k1:${k1}`);
    const ivs = new Set(Array.from({ length: 2000 }, () => ring.seal(Buffer.from('same'), 'aad').blob.subarray(0, 12).toString('hex')));
    expect(ivs.size).toBe(2000);
  });

  it('seals with the first key and still opens what older keys sealed', () => {
    const old = new KeyRing(`k1:${k1}`).seal(Buffer.from('old'), 'aad');
    const rotated = new KeyRing(`k2:${k2},k1:${k1}`);
    expect(rotated.activeKeyId).toBe('k2');
    expect(rotated.open(old, 'aad').toString()).toBe('old');
    expect(rotated.seal(Buffer.from('new'), 'aad').keyId).toBe('k2');
  });

  it('refuses a ciphertext whose key left the ring, or that was tampered with', () => {
    const sealed = new KeyRing(`k1:${k1}`).seal(Buffer.from('x'), 'aad');
    expect(() => new KeyRing(`k2:${k2}`).open(sealed, 'aad')).toThrow(/not in ENCRYPTION_KEYS/);
    const tampered = Buffer.from(sealed.blob);
    tampered[tampered.length - 1] ^= 1;
    expect(() => new KeyRing(`k1:${k1}`).open({ keyId: 'k1', blob: tampered }, 'aad')).toThrow();
  });
});
