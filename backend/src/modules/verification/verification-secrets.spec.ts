import fc from 'fast-check';
import { KeyRing } from '../../core/crypto/key-ring';
import { openSecrets, sealSecrets, secretHint } from './verification-secrets';

const keyRing = new KeyRing(`k1:${Buffer.alloc(32, 3).toString('base64')}`);

describe('verification secrets', () => {
  it('a hint shows at most the whsec_ prefix and the last 4 characters, and nothing of a secret under 16', () => {
    expect(secretHint('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe('whsec_…LaSw');
    expect(secretHint('0123456789abcdef')).toBe('…cdef');
    expect(secretHint('short-password')).toBe('…');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (secret) => {
        const shown = secretHint(secret)
          .replace(/^whsec_/, '')
          .replace('…', '');
        expect(shown.length).toBeLessThanOrEqual(secret.length >= 16 ? 4 : 0);
        expect(secret.endsWith(shown)).toBe(true);
      }),
    );
  });

  it('sealed secrets open only on their own endpoint of their own organization', () => {
    const entries = [
      { id: 'a', secret: 'whsec_one' },
      { id: 'b', secret: 'two' },
    ];
    const sealed = sealSecrets(keyRing, 'org-1', 'endpoint-1', entries);
    expect(sealed.blob.includes(Buffer.from('whsec_one'))).toBe(false);
    expect(openSecrets(keyRing, 'org-1', 'endpoint-1', sealed)).toEqual(entries);
    expect(() => openSecrets(keyRing, 'org-1', 'endpoint-2', sealed)).toThrow();
    expect(() => openSecrets(keyRing, 'org-2', 'endpoint-1', sealed)).toThrow();
  });
});
