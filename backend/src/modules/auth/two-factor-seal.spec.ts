import { randomUUID } from 'node:crypto';
import { KeyRing } from '../../core/crypto/key-ring';
import { openTwoFactorSecret, sealTwoFactorSecret } from './two-factor.service';

const ring = new KeyRing(`k1:${Buffer.alloc(32, 3).toString('base64')}`);
const secret = Buffer.from('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

describe('a person’s two-factor secret at rest', () => {
  it('is sealed to the person: it opens for them in any organization, and for no one else', () => {
    const person = randomUUID();
    const sealed = sealTwoFactorSecret(ring, secret, person);
    expect(openTwoFactorSecret(ring, sealed, person, [])).toEqual(secret);
    expect(openTwoFactorSecret(ring, sealed, person, [randomUUID(), randomUUID()])).toEqual(secret);
    expect(() => openTwoFactorSecret(ring, sealed, randomUUID(), [])).toThrow();
  });

  it('still opens when sealed, before members, to the person and their organization of then', () => {
    const [person, organization, other] = [randomUUID(), randomUUID(), randomUUID()];
    const legacy = ring.seal(secret, `two-factor:${organization}:${person}`);
    expect(openTwoFactorSecret(ring, legacy, person, [other, organization])).toEqual(secret);
    // Not for another person of that organization, nor when the person is no longer in it.
    expect(() => openTwoFactorSecret(ring, legacy, randomUUID(), [organization])).toThrow();
    expect(() => openTwoFactorSecret(ring, legacy, person, [other])).toThrow();
  });
});
