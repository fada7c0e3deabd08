import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const API_KEY_PREFIX = 'hyk_';
export const API_KEY_PATTERN = /^hyk_[0-9A-Za-z]{43}$/;
/** Endpoint tokens: 32 random bytes, base64url (43 characters). */
export const ENDPOINT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** One-shot hashing (no Hash object per call). */
export function sha256(value: string | Buffer): Buffer {
  return hash('sha256', value, 'buffer');
}

export function sha256Hex(value: string | Buffer): string {
  return hash('sha256', value, 'hex');
}

/** `length` characters of base62, each drawn uniformly from a CSPRNG (no modulo bias). */
function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(62)];
  return out;
}

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBase62(43);
}

export function generateEndpointToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes. */
export function generateSigningSecret(): string {
  return 'whsec_' + randomBytes(32).toString('base64');
}

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = sha256(a);
  const right = sha256(b);
  return timingSafeEqual(left, right);
}
