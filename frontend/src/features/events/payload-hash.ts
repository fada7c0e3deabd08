/** What checking a body against an event's payload found. */
export interface PayloadComparison {
  sha256: string;
  sizeBytes: number;
  /** The SHA-256 is the event's: these are the exact bytes it received. */
  matches: boolean;
  sameSize: boolean;
}

/** Lowercase hex SHA-256 of `bytes`, computed in the browser (nothing is sent anywhere). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  // A copy of its own: `bytes` may be a view into a shared buffer, which digest() refuses.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Pasted text as the bytes a sender would have sent: UTF-8. */
export function utf8Bytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Compares `bytes` with an event's `payload_sha256` and `payload_size_bytes`. */
export async function comparePayload(bytes: Uint8Array, expected: { sha256: string; sizeBytes: number }): Promise<PayloadComparison> {
  const sha256 = await sha256Hex(bytes);
  return {
    sha256,
    sizeBytes: bytes.length,
    matches: sha256 === expected.sha256.toLowerCase(),
    sameSize: bytes.length === expected.sizeBytes,
  };
}
