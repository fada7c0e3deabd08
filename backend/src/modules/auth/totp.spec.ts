import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import { acceptedStep, newTotpSecret, otpauthUrl, TOTP_PERIOD_SECONDS } from './totp';

/** The code an authenticator app shows at `timestamp` (ms), computed by otpauth itself. */
function appCode(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

const step = (timestamp: number) => Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);
const secrets = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => new Secret({ buffer: bytes.buffer as ArrayBuffer }).base32);
// From 2001 to 2100: any wall-clock time the service may see.
const times = fc.integer({ min: 978_307_200_000, max: 4_102_444_800_000 });

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s, ±1 step)', () => {
  it('accepts the codes of the steps -1..+1 around now and refuses those of -2 and +2, naming the step', () => {
    fc.assert(
      fc.property(secrets, times, fc.integer({ min: -2, max: 2 }), (secret, now, offset) => {
        const code = appCode(secret, now + offset * TOTP_PERIOD_SECONDS * 1000);
        if (Math.abs(offset) === 2) {
          // A code two steps away may equal one inside the window by chance (1 in 10^6 each): that one is accepted, rightly.
          fc.pre([-1, 0, 1].every((near) => appCode(secret, now + near * TOTP_PERIOD_SECONDS * 1000) !== code));
          expect(acceptedStep(secret, code, now, null)).toBeNull();
        } else {
          expect(acceptedStep(secret, code, now, null)).toBe(step(now) + offset);
        }
      }),
    );
  });

  it('refuses a code of a step at or before the last one accepted (a replay), and takes a later one', () => {
    fc.assert(
      fc.property(secrets, times, fc.integer({ min: -1, max: 1 }), fc.integer({ min: -3, max: 3 }), (secret, now, offset, last) => {
        const codeStep = step(now) + offset;
        const code = appCode(secret, codeStep * TOTP_PERIOD_SECONDS * 1000);
        const lastStep = codeStep + last;
        const accepted = acceptedStep(secret, code, now, lastStep);
        if (last >= 0) expect(accepted === null || accepted > lastStep).toBe(true);
        else expect(accepted).toBe(codeStep);
      }),
    );
  });

  it('refuses anything but six digits, without throwing', () => {
    fc.assert(
      fc.property(secrets, times, fc.string({ maxLength: 20 }), (secret, now, code) => {
        fc.pre(!/^\d{6}$/.test(code));
        expect(acceptedStep(secret, code, now, null)).toBeNull();
      }),
    );
    const secret = newTotpSecret();
    const now = Date.now();
    expect(acceptedStep(secret, ` ${appCode(secret, now)}`, now, null)).toBeNull();
    expect(acceptedStep(secret, `${appCode(secret, now)}0`, now, null)).toBeNull();
  });

  it('makes 160-bit base32 secrets and the otpauth:// URL authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Hookyard:ada@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({ issuer: 'Hookyard', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
