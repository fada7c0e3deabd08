import { timingSafeEqual } from 'node:crypto';
import { KeyRing } from '../../core/crypto/key-ring';

/**
 * One single sign-on attempt between its start and the provider's callback (docs/http.md, Single
 * sign-on): the organization, and the state, nonce and PKCE code verifier the callback checks. It
 * travels in a short-lived HttpOnly cookie, sealed with the key ring (AES-GCM): the browser holds it
 * but can neither read nor change it.
 */
export interface SsoFlow {
  organizationId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds past which the callback refuses it. */
  expiresAt: number;
}

export const SSO_FLOW_COOKIE = 'hookyard_sso_flow';
/** How long a person has at the provider: ten minutes. */
export const SSO_FLOW_TTL_MS = 10 * 60_000;

const AAD = 'sso-flow';

/** The cookie's value: `<key id>.<base64url of iv, tag and ciphertext>`. */
export function sealFlow(keyRing: KeyRing, flow: SsoFlow): string {
  const sealed = keyRing.seal(Buffer.from(JSON.stringify(flow)), AAD);
  return `${sealed.keyId}.${sealed.blob.toString('base64url')}`;
}

/** The flow of a cookie: null when it is missing, malformed, not sealed by this server, changed, or expired at `now`. */
export function openFlow(keyRing: KeyRing, cookie: string | undefined, now: number): SsoFlow | null {
  if (!cookie) return null;
  const dot = cookie.indexOf('.');
  if (dot <= 0) return null;
  try {
    const plain = keyRing.open({ keyId: cookie.slice(0, dot), blob: Buffer.from(cookie.slice(dot + 1), 'base64url') }, AAD);
    const flow = JSON.parse(plain.toString('utf8')) as SsoFlow;
    return typeof flow.expiresAt === 'number' && flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}

/** Whether the `state` the provider sent back is the flow's, compared in constant time. */
export function sameState(expected: string, received: string | null): boolean {
  if (received === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
