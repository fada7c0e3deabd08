import { randomUUID } from 'node:crypto';
import type { KeyRing, Sealed } from '../../core/crypto/key-ring';
import type { SecretHint } from './verification.repository';

/** One secret of an endpoint's verification, as sealed (all of an endpoint's secrets in one ciphertext). */
export interface SecretEntry {
  id: string;
  secret: string;
}

/** Additional authenticated data: the ciphertext opens only on its own endpoint's row. */
function verificationAad(organizationId: string, endpointId: string): string {
  return `verification:${organizationId}:${endpointId}`;
}

export function sealSecrets(keyRing: KeyRing, organizationId: string, endpointId: string, secrets: SecretEntry[]): Sealed {
  return keyRing.seal(Buffer.from(JSON.stringify(secrets)), verificationAad(organizationId, endpointId));
}

export function openSecrets(keyRing: KeyRing, organizationId: string, endpointId: string, sealed: Sealed): SecretEntry[] {
  return JSON.parse(keyRing.open(sealed, verificationAad(organizationId, endpointId)).toString('utf8')) as SecretEntry[];
}

/** Characters of a secret's end a hint shows, and only for secrets long enough that they give nothing away. */
const HINT_CHARACTERS = 4;
const HINT_MIN_LENGTH = 16;

/**
 * What may be shown of a secret so its owner can tell which one it is: the `whsec_` prefix if it
 * has one, and the last 4 characters of a secret of at least 16 (`whsec_…Q2c=`, `…a9f3`, `…`).
 */
export function secretHint(secret: string): string {
  const prefix = secret.startsWith('whsec_') ? 'whsec_' : '';
  return `${prefix}…${secret.length >= HINT_MIN_LENGTH ? secret.slice(-HINT_CHARACTERS) : ''}`;
}

export function newSecret(secret: string, now = new Date()): { entry: SecretEntry; hint: SecretHint } {
  const id = randomUUID();
  return { entry: { id, secret }, hint: { id, hint: secretHint(secret), created_at: now.toISOString() } };
}
