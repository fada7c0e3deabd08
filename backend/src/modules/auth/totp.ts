import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps accepted either side of now: a code typed at the end of its 30 s, or a phone's clock a little off. */
const WINDOW = 1;
const ISSUER = 'Hookyard';
const CODE = /^\d{6}$/;

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/…` URL a QR code carries to the app. */
export function otpauthUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/**
 * The time step `code` belongs to when it is the code of a step within ±1 of `now` (ms) and later
 * than `lastStep` (the last one accepted: a code is good once), else null. otpauth compares the
 * codes in constant time.
 */
export function acceptedStep(secret: string, code: string, now: number, lastStep: number | null): number | null {
  if (!CODE.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
