import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { constantTimeEqual } from '../../core/crypto/tokens';

/**
 * Sender verification: one pure function per provider, checking a request's raw bytes and headers
 * against an endpoint's secrets. Every comparison of a secret-derived value is constant-time; a
 * refusal says which check failed, never what was expected.
 */

export const VERIFICATION_TYPES = [
  'stripe',
  'github',
  'shopify',
  'slack',
  'standard_webhooks',
  'twilio',
  'hmac',
  'basic_auth',
  'header_token',
] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

export const REFUSAL_REASONS = [
  'missing_header',
  'malformed_header',
  'signature_mismatch',
  'credentials_mismatch',
  'timestamp_outside_tolerance',
  'secrets_unreadable',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const HMAC_ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const;
export const HMAC_ENCODINGS = ['hex', 'base64'] as const;
export const SIGNED_CONTENTS = ['body', 'timestamp_body'] as const;

export const DEFAULT_TOLERANCE_SECONDS = 300;

/** The non-secret settings of an endpoint's verification (each type uses some of them). */
export interface VerificationSettings {
  tolerance_seconds?: number;
  header_name?: string;
  algorithm?: (typeof HMAC_ALGORITHMS)[number];
  encoding?: (typeof HMAC_ENCODINGS)[number];
  prefix?: string;
  signed_content?: (typeof SIGNED_CONTENTS)[number];
  timestamp_header?: string;
  separator?: string;
  username?: string;
}

interface VerifierRequest {
  body: Buffer;
  headers: IncomingHttpHeaders;
  /** The URL the sender posted to, as it knows it: PUBLIC_BASE_URL + path and query (Twilio signs it). */
  url: string;
  /** Unix seconds. */
  now: number;
}

interface Refusal {
  reason: RefusalReason;
  /** Which check failed, for the sender's developer; never a secret or an expected value. */
  detail: string;
}

type Verify = (request: VerifierRequest) => Refusal | null;

/** A compiled verification: the check, and the request header that carries a credential (not to be stored or forwarded). */
export interface Verifier {
  type: VerificationType;
  verify: Verify;
  credentialHeader?: string;
}

const refuse = (reason: RefusalReason, detail: string): Refusal => ({ reason, detail });

/** One value of a header (Node joins repeated custom headers with ", "). */
function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function hmac(algorithm: string, key: Buffer | string, ...parts: (string | Buffer)[]): Buffer {
  const mac = createHmac(algorithm, key);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/** Constant-time for equal lengths; a different length is public (every signature of a kind has one). */
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

function decode(value: string, encoding: 'hex' | 'base64'): Buffer | null {
  if (encoding === 'hex') return HEX.test(value) && value.length % 2 === 0 ? Buffer.from(value, 'hex') : null;
  return BASE64.test(value) ? Buffer.from(value, 'base64') : null;
}

/** Whether any of the candidate signatures equals the MAC of `parts` under any of the keys (all compared, constant-time each). */
function anyMatch(algorithm: string, keys: (Buffer | string)[], candidates: Buffer[], ...parts: (string | Buffer)[]): boolean {
  let matched = false;
  for (const key of keys) {
    const expected = hmac(algorithm, key, ...parts);
    for (const candidate of candidates) if (sameBytes(expected, candidate)) matched = true;
  }
  return matched;
}

const TIMESTAMP = /^\d{1,12}$/;

/** Unix seconds from a header, or a refusal. */
function timestamp(value: string, name: string): number | Refusal {
  return TIMESTAMP.test(value.trim())
    ? Number(value.trim())
    : refuse('malformed_header', `The ${name} timestamp is not a Unix time in seconds.`);
}

function outsideTolerance(ts: number, now: number, tolerance: number, name: string): Refusal | null {
  if (Math.abs(now - ts) <= tolerance) return null;
  return refuse(
    'timestamp_outside_tolerance',
    `The ${name} timestamp is more than ${tolerance} seconds from now: refused as a possible replay (check the sender's clock).`,
  );
}

const mismatch = (what: string) =>
  refuse('signature_mismatch', `No signature in ${what} matches the request body with any of the endpoint's secrets.`);
const missing = (name: string) => refuse('missing_header', `The ${name} header is missing.`);
const malformed = (name: string, expected: string) => refuse('malformed_header', `The ${name} header is malformed (expected ${expected}).`);

/** Stripe: `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…]`, HMAC-SHA256 of `<t>.<body>` keyed by the `whsec_…` string. */
function stripe(secrets: string[], settings: VerificationSettings): Verify {
  const tolerance = settings.tolerance_seconds ?? DEFAULT_TOLERANCE_SECONDS;
  return ({ body, headers, now }) => {
    const value = header(headers, 'stripe-signature');
    if (value === undefined) return missing('Stripe-Signature');
    let t: string | undefined;
    const signatures: Buffer[] = [];
    for (const item of value.split(',')) {
      const [key, val] = item.trim().split('=', 2);
      if (key === 't') t = val;
      else if (key === 'v1' && val) {
        const bytes = decode(val, 'hex');
        if (bytes) signatures.push(bytes);
      }
    }
    if (t === undefined || signatures.length === 0) return malformed('Stripe-Signature', 't=<timestamp>,v1=<hex signature>');
    const ts = timestamp(t, 'Stripe-Signature');
    if (typeof ts !== 'number') return ts;
    if (!anyMatch('sha256', secrets, signatures, `${t}.`, body)) return mismatch('Stripe-Signature');
    return outsideTolerance(ts, now, tolerance, 'Stripe-Signature');
  };
}

/** GitHub: `X-Hub-Signature-256: sha256=<hex>`, HMAC-SHA256 of the body. No timestamp. */
function github(secrets: string[]): Verify {
  return ({ body, headers }) => {
    const value = header(headers, 'x-hub-signature-256');
    if (value === undefined) return missing('X-Hub-Signature-256');
    const bytes = value.startsWith('sha256=') ? decode(value.slice(7), 'hex') : null;
    if (!bytes) return malformed('X-Hub-Signature-256', 'sha256=<hex signature>');
    return anyMatch('sha256', secrets, [bytes], body) ? null : mismatch('X-Hub-Signature-256');
  };
}

/** Shopify: `X-Shopify-Hmac-Sha256: <base64>`, HMAC-SHA256 of the body keyed by the app's client secret. No timestamp. */
function shopify(secrets: string[]): Verify {
  return ({ body, headers }) => {
    const value = header(headers, 'x-shopify-hmac-sha256');
    if (value === undefined) return missing('X-Shopify-Hmac-Sha256');
    const bytes = decode(value.trim(), 'base64');
    if (!bytes) return malformed('X-Shopify-Hmac-Sha256', 'a base64 signature');
    return anyMatch('sha256', secrets, [bytes], body) ? null : mismatch('X-Shopify-Hmac-Sha256');
  };
}

/** Slack: `X-Slack-Signature: v0=<hex>` of `v0:<X-Slack-Request-Timestamp>:<body>`, HMAC-SHA256 keyed by the signing secret. */
function slack(secrets: string[], settings: VerificationSettings): Verify {
  const tolerance = settings.tolerance_seconds ?? DEFAULT_TOLERANCE_SECONDS;
  return ({ body, headers, now }) => {
    const value = header(headers, 'x-slack-signature');
    const t = header(headers, 'x-slack-request-timestamp');
    if (value === undefined) return missing('X-Slack-Signature');
    if (t === undefined) return missing('X-Slack-Request-Timestamp');
    const bytes = value.startsWith('v0=') ? decode(value.slice(3), 'hex') : null;
    if (!bytes) return malformed('X-Slack-Signature', 'v0=<hex signature>');
    const ts = timestamp(t, 'X-Slack-Request-Timestamp');
    if (typeof ts !== 'number') return ts;
    if (!anyMatch('sha256', secrets, [bytes], `v0:${t}:`, body)) return mismatch('X-Slack-Signature');
    return outsideTolerance(ts, now, tolerance, 'X-Slack-Request-Timestamp');
  };
}

/** The key of a Standard Webhooks secret: the base64 after `whsec_`. */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
}

/**
 * Standard Webhooks (and Svix, which sends the same as `svix-*`): `webhook-signature: v1,<base64> …`
 * (space-separated), HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed by the base64 after `whsec_`.
 */
function standardWebhooks(secrets: string[], settings: VerificationSettings): Verify {
  const tolerance = settings.tolerance_seconds ?? DEFAULT_TOLERANCE_SECONDS;
  const keys = secrets.map(standardWebhooksKey);
  return ({ body, headers, now }) => {
    const prefix =
      header(headers, 'webhook-signature') === undefined && header(headers, 'svix-signature') !== undefined ? 'svix' : 'webhook';
    const id = header(headers, `${prefix}-id`);
    const t = header(headers, `${prefix}-timestamp`);
    const value = header(headers, `${prefix}-signature`);
    if (value === undefined) return missing('webhook-signature');
    if (id === undefined) return missing(`${prefix}-id`);
    if (t === undefined) return missing(`${prefix}-timestamp`);
    const signatures: Buffer[] = [];
    for (const item of value.split(' ')) {
      const [version, signature] = item.split(',', 2);
      const bytes = version === 'v1' && signature ? decode(signature, 'base64') : null;
      if (bytes) signatures.push(bytes);
    }
    if (signatures.length === 0) return malformed(`${prefix}-signature`, 'v1,<base64 signature>, space-separated');
    const ts = timestamp(t, `${prefix}-timestamp`);
    if (typeof ts !== 'number') return ts;
    if (!anyMatch('sha256', keys, signatures, `${id}.${t}.`, body)) return mismatch(`${prefix}-signature`);
    return outsideTolerance(ts, now, tolerance, `${prefix}-timestamp`);
  };
}

/** A URL with its scheme's default port added, or removed (Twilio may have signed either). */
function portVariants(url: string): string[] {
  const match = /^(https?):\/\/([^/?#]*)(.*)$/i.exec(url);
  if (!match) return [url];
  const [, scheme, authority, rest] = match;
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80';
  const portStart = authority.indexOf(':', authority.lastIndexOf(']') + 1);
  const host = portStart === -1 ? authority : authority.slice(0, portStart);
  const port = portStart === -1 ? '' : authority.slice(portStart + 1);
  if (port && port !== defaultPort) return [url];
  return [`${scheme}://${host}${rest}`, `${scheme}://${host}:${defaultPort}${rest}`];
}

/** Twilio's signed parameters: the form fields sorted by name, each `name + value` (repeated values deduplicated and sorted). */
function twilioParams(body: Buffer): string {
  const params = new Map<string, Set<string>>();
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    const values = params.get(name) ?? new Set<string>();
    values.add(value);
    params.set(name, values);
  }
  return [...params.keys()]
    .sort()
    .map((name) =>
      [...params.get(name)!]
        .sort()
        .map((value) => name + value)
        .join(''),
    )
    .join('');
}

/**
 * Twilio: `X-Twilio-Signature: <base64>`, HMAC-SHA1 keyed by the Auth Token of the full URL Twilio
 * posted to, followed for form bodies by the sorted POST parameters. A JSON body is signed through
 * the URL's `bodySHA256` query parameter (hex SHA-256 of the body), which must match the body. No timestamp.
 */
function twilio(secrets: string[]): Verify {
  return ({ body, headers, url }) => {
    const value = header(headers, 'x-twilio-signature');
    if (value === undefined) return missing('X-Twilio-Signature');
    const bytes = decode(value.trim(), 'base64');
    if (!bytes) return malformed('X-Twilio-Signature', 'a base64 signature');
    const query = url.indexOf('?') === -1 ? '' : url.slice(url.indexOf('?'));
    const bodyHash = new URLSearchParams(query).get('bodySHA256');
    const contentType = header(headers, 'content-type') ?? '';
    const params = bodyHash === null && /^application\/x-www-form-urlencoded\b/i.test(contentType) ? twilioParams(body) : '';
    const signed = portVariants(url).some((candidate) => anyMatch('sha1', secrets, [bytes], candidate, params));
    if (!signed)
      return refuse(
        'signature_mismatch',
        'X-Twilio-Signature does not match the URL and parameters with any Auth Token (is PUBLIC_BASE_URL the address Twilio posts to?).',
      );
    if (
      bodyHash !== null &&
      !sameBytes(Buffer.from(createHash('sha256').update(body).digest('hex')), Buffer.from(bodyHash.toLowerCase()))
    ) {
      return refuse('signature_mismatch', 'The bodySHA256 query parameter does not match the request body.');
    }
    return null;
  };
}

/**
 * Any HMAC: a header (optionally with a prefix such as `sha256=`) holding the hex or base64 MAC of
 * the body, or of `<timestamp header><separator><body>`; with a timestamp header, old requests are refused.
 */
function genericHmac(secrets: string[], settings: VerificationSettings): Verify {
  const name = settings.header_name!;
  const algorithm = settings.algorithm ?? 'sha256';
  const encoding = settings.encoding ?? 'hex';
  const prefix = settings.prefix ?? '';
  const tolerance = settings.tolerance_seconds ?? DEFAULT_TOLERANCE_SECONDS;
  const signsTimestamp = settings.signed_content === 'timestamp_body';
  const separator = settings.separator ?? '.';
  const timestampHeader = settings.timestamp_header;
  return ({ body, headers, now }) => {
    const value = header(headers, name);
    if (value === undefined) return missing(name);
    let t: string | undefined;
    if (timestampHeader) {
      t = header(headers, timestampHeader);
      if (t === undefined) return missing(timestampHeader);
    }
    const trimmed = value.trim();
    const bytes = trimmed.startsWith(prefix) ? decode(trimmed.slice(prefix.length), encoding) : null;
    if (!bytes) return malformed(name, `${prefix}<${encoding} signature>`);
    const ts = t === undefined ? undefined : timestamp(t, timestampHeader!);
    if (ts !== undefined && typeof ts !== 'number') return ts;
    const parts = signsTimestamp ? [`${t}${separator}`, body] : [body];
    if (!anyMatch(algorithm, secrets, [bytes], ...parts)) return mismatch(name);
    return ts === undefined ? null : outsideTolerance(ts, now, tolerance, timestampHeader!);
  };
}

/** `Authorization: Basic base64(username:password)`; each secret is an accepted password. */
function basicAuth(secrets: string[], settings: VerificationSettings): Verify {
  const username = settings.username ?? '';
  return ({ headers }) => {
    const value = header(headers, 'authorization');
    if (value === undefined) return missing('Authorization');
    const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(value);
    const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (colon === -1) return malformed('Authorization', 'Basic <base64 of username:password>');
    const userMatches = constantTimeEqual(decoded.slice(0, colon), username);
    let passwordMatches = false;
    for (const secret of secrets) if (constantTimeEqual(decoded.slice(colon + 1), secret)) passwordMatches = true;
    return userMatches && passwordMatches ? null : refuse('credentials_mismatch', 'The Basic credentials do not match.');
  };
}

/** A header whose value is one of the secrets. */
function headerToken(secrets: string[], settings: VerificationSettings): Verify {
  const name = settings.header_name!;
  return ({ headers }) => {
    const value = header(headers, name);
    if (value === undefined) return missing(name);
    let matched = false;
    for (const secret of secrets) if (constantTimeEqual(value, secret)) matched = true;
    return matched ? null : refuse('credentials_mismatch', `The ${name} header does not match.`);
  };
}

const BUILDERS: Record<VerificationType, (secrets: string[], settings: VerificationSettings) => Verify> = {
  stripe,
  github,
  shopify,
  slack,
  standard_webhooks: standardWebhooks,
  twilio,
  hmac: genericHmac,
  basic_auth: basicAuth,
  header_token: headerToken,
};

export function compileVerifier(type: VerificationType, settings: VerificationSettings, secrets: string[]): Verifier {
  return {
    type,
    verify: BUILDERS[type](secrets, settings),
    credentialHeader: type === 'header_token' ? settings.header_name!.toLowerCase() : undefined,
  };
}

/** A verifier whose secrets cannot be decrypted (their key left ENCRYPTION_KEYS): it refuses everything, saying so. */
export function unreadableVerifier(type: VerificationType): Verifier {
  return {
    type,
    verify: () => refuse('secrets_unreadable', "The endpoint's verification secrets cannot be decrypted; its owner must set them again."),
  };
}
