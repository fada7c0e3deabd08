import { randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648 base32, lower case: no 0/1/8/9 to mistake for o/l/b/g when copied by hand. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const LENGTH = 16;
const TYPED = /^[a-z2-7]{16}$/;

/**
 * Ten one-time codes, each 16 characters drawn uniformly from 32 (80 bits), shown as `abcd-efgh-…`.
 * At 80 bits a code cannot be found from its hash by trying codes, so a plain SHA-256 stores it as
 * safely as argon2 would (argon2's cost is for low-entropy passwords), and lets sign-in find it by
 * hash in one indexed read instead of verifying ten argon2 hashes.
 */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(code.match(/.{4}/g)!.join('-'));
  }
  return [...codes];
}

/** The code as stored (hashed): lower case, without its dashes or spaces; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return TYPED.test(code) ? code : null;
}
