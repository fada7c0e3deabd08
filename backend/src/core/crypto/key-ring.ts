import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** IVs are cut from a buffer of CSPRNG bytes refilled 4 KiB at a time: one system call per 341 seals instead of one each. */
const IV_POOL_BYTES = 4092;

let ivPool = randomBytes(IV_POOL_BYTES);
let ivOffset = 0;

/** 12 random bytes no other IV uses (a view of the pool, read once by the cipher and copied into the blob). */
function nextIv(): Buffer {
  if (ivOffset === ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivOffset = 0;
  }
  ivOffset += IV_BYTES;
  return ivPool.subarray(ivOffset - IV_BYTES, ivOffset);
}

export interface Sealed {
  keyId: string;
  /** iv (12) ‖ tag (16) ‖ ciphertext */
  blob: Buffer;
}

/**
 * AES-256-GCM with a ring of keys (`id:base64key,…`, the first one seals). Every ciphertext is
 * bound to its row through additional authenticated data, so it cannot be moved to another row.
 */
export class KeyRing {
  private readonly keys = new Map<string, Buffer>();
  readonly activeKeyId: string;

  constructor(spec: string) {
    const entries = spec
      .split(',')
      .filter(Boolean)
      .map((entry) => entry.split(':') as [string, string]);
    for (const [id, key] of entries) this.keys.set(id, Buffer.from(key, 'base64'));
    this.activeKeyId = entries[0][0];
  }

  seal(plaintext: Buffer, aad: string): Sealed {
    const iv = nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.key(this.activeKeyId), iv);
    cipher.setAAD(Buffer.from(aad));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { keyId: this.activeKeyId, blob: Buffer.concat([iv, cipher.getAuthTag(), body]) };
  }

  open(sealed: Sealed, aad: string): Buffer {
    const iv = sealed.blob.subarray(0, IV_BYTES);
    const tag = sealed.blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key(sealed.keyId), iv);
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  private key(id: string): Buffer {
    const key = this.keys.get(id);
    if (!key) throw new Error(`encryption key "${id}" is not in ENCRYPTION_KEYS`);
    return key;
  }
}
