import { createHmac } from 'node:crypto';

/** The HMAC key of a `whsec_` secret: its base64 part, decoded. */
export function signingKey(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
}

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed by the decoded `whsec_` secret. */
export function signWebhook(secret: string | Buffer, id: string, timestampSeconds: number, body: Buffer): string {
  const key = typeof secret === 'string' ? signingKey(secret) : secret;
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

/**
 * The decoded signing keys of the destinations a worker delivers to, each kept with the ciphertext
 * it came from: a rotated secret (or one re-encrypted under a new key) has a new ciphertext, so it
 * is decrypted again. Saves an AES-GCM decryption and a base64 decode per delivery. At most
 * `capacity` keys; the oldest entry goes first.
 */
export class SigningKeyCache {
  private readonly keys = new Map<string, { ciphertext: Buffer; key: Buffer }>();

  constructor(private readonly capacity = 10_000) {}

  /** The key of `destinationId` sealed in `ciphertext`; `decrypt` opens it when it is not cached. */
  get(destinationId: string, ciphertext: Buffer, decrypt: () => string): Buffer {
    const cached = this.keys.get(destinationId);
    if (cached?.ciphertext.equals(ciphertext)) return cached.key;
    const key = signingKey(decrypt());
    this.keys.delete(destinationId);
    if (this.keys.size >= this.capacity) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(destinationId, { ciphertext: Buffer.from(ciphertext), key });
    return key;
  }
}
