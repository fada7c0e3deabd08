import fc from 'fast-check';
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import twilio from 'twilio';
import { compileVerifier, VerificationSettings, VerificationType } from './verifiers';

/**
 * Each verifier against signatures the providers' own libraries make (stripe, @octokit/webhooks-methods,
 * standardwebhooks, twilio), Slack's documented test vector, and the documented algorithms of the
 * others: a good signature, a wrong secret, a changed body, an old timestamp, a rotated secret,
 * a missing header.
 */

const stripe = new Stripe('sk_test_unused');
const URL = 'https://hooks.example.com/api/ingest/tok?source=test';
const now = () => Math.floor(Date.now() / 1000);

interface Signed {
  headers: Record<string, string>;
  url?: string;
}

interface Case {
  type: VerificationType;
  settings?: VerificationSettings;
  secret(): string;
  sign(secret: string, body: Buffer, at: number): Promise<Signed> | Signed;
  /** The header whose absence is `missing_header`. */
  header: string;
  signsBody: boolean;
  timestamped: boolean;
  /** Bodies this provider signs (Twilio's form bodies are form text). */
  body?: fc.Arbitrary<Buffer>;
}

const hex = (n: number) => randomBytes(n).toString('hex');
const mac = (algorithm: string, key: string | Buffer, data: string | Buffer, encoding: 'hex' | 'base64') =>
  createHmac(algorithm, key).update(data).digest(encoding);

const formBody = fc
  .array(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 12 })), { maxLength: 6 })
  .map((pairs) => Buffer.from(new URLSearchParams(pairs).toString()));

const CASES: Case[] = [
  {
    type: 'stripe',
    secret: () => `whsec_${hex(16)}`,
    sign: (secret, body, at) => ({
      headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body.toString('utf8'), secret, timestamp: at }) },
    }),
    header: 'stripe-signature',
    signsBody: true,
    timestamped: true,
  },
  {
    type: 'github',
    secret: () => hex(20),
    sign: async (secret, body) => {
      const { sign } = await import('@octokit/webhooks-methods');
      return { headers: { 'x-hub-signature-256': await sign(secret, body.toString('utf8')) } };
    },
    header: 'x-hub-signature-256',
    signsBody: true,
    timestamped: false,
    // GitHub never sends an empty body, and its library refuses to sign one.
    body: fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }).map((text) => Buffer.from(text)),
  },
  {
    type: 'shopify',
    secret: () => hex(16),
    // shopify.dev "Verify a webhook": base64 of HMAC-SHA256 of the raw body, keyed by the app's client secret
    sign: (secret, body) => ({ headers: { 'x-shopify-hmac-sha256': mac('sha256', secret, body, 'base64') } }),
    header: 'x-shopify-hmac-sha256',
    signsBody: true,
    timestamped: false,
  },
  {
    type: 'slack',
    secret: () => hex(16),
    // api.slack.com "Verifying requests from Slack": v0= hex HMAC-SHA256 of v0:<timestamp>:<body> (vector tested below)
    sign: (secret, body, at) => ({
      headers: {
        'x-slack-request-timestamp': String(at),
        'x-slack-signature': `v0=${mac('sha256', secret, Buffer.concat([Buffer.from(`v0:${at}:`), body]), 'hex')}`,
      },
    }),
    header: 'x-slack-signature',
    signsBody: true,
    timestamped: true,
  },
  {
    type: 'standard_webhooks',
    secret: () => `whsec_${randomBytes(24).toString('base64')}`,
    sign: (secret, body, at) => ({
      headers: {
        'webhook-id': 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
        'webhook-timestamp': String(at),
        'webhook-signature': new Webhook(secret).sign('msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', new Date(at * 1000), body.toString('utf8')),
      },
    }),
    header: 'webhook-signature',
    signsBody: true,
    timestamped: true,
  },
  {
    type: 'twilio',
    secret: () => hex(16),
    sign: (secret, body) => ({
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(secret, URL, Object.fromEntries(groupParams(body))),
      },
    }),
    header: 'x-twilio-signature',
    signsBody: true,
    timestamped: false,
    body: formBody,
  },
  {
    type: 'hmac',
    settings: { header_name: 'X-Signature', algorithm: 'sha512', encoding: 'base64', prefix: 'sha512=' },
    secret: () => hex(16),
    sign: (secret, body) => ({ headers: { 'x-signature': `sha512=${mac('sha512', secret, body, 'base64')}` } }),
    header: 'x-signature',
    signsBody: true,
    timestamped: false,
  },
  {
    type: 'hmac',
    settings: { header_name: 'X-Sig', algorithm: 'sha1', signed_content: 'timestamp_body', timestamp_header: 'X-Ts', separator: ':' },
    secret: () => hex(16),
    sign: (secret, body, at) => ({
      headers: { 'x-ts': String(at), 'x-sig': mac('sha1', secret, Buffer.concat([Buffer.from(`${at}:`), body]), 'hex') },
    }),
    header: 'x-sig',
    signsBody: true,
    timestamped: true,
  },
  {
    type: 'basic_auth',
    settings: { username: 'sender' },
    secret: () => hex(12),
    sign: (secret) => ({ headers: { authorization: `Basic ${Buffer.from(`sender:${secret}`).toString('base64')}` } }),
    header: 'authorization',
    signsBody: false,
    timestamped: false,
  },
  {
    type: 'header_token',
    settings: { header_name: 'X-Webhook-Token' },
    secret: () => hex(24),
    sign: (secret) => ({ headers: { 'x-webhook-token': secret } }),
    header: 'x-webhook-token',
    signsBody: false,
    timestamped: false,
  },
];

/** Form fields as Twilio's helper takes them: repeated names as arrays. */
function groupParams(body: Buffer): Map<string, string | string[]> {
  const params = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    const seen = params.get(name);
    params.set(name, seen === undefined ? value : ([] as string[]).concat(seen, value));
  }
  return params;
}

function twilioFields(body: Buffer): string {
  return JSON.stringify([...groupParams(body)].map(([name, value]) => [name, [...new Set([value].flat())].sort()]).sort());
}

function verify(c: Case, secrets: string[], body: Buffer, signed: Signed, at = now()) {
  const verifier = compileVerifier(c.type, c.settings ?? {}, secrets);
  return verifier.verify({ body, headers: signed.headers as IncomingHttpHeaders, url: signed.url ?? URL, now: at });
}

const mismatchReason = (c: Case) => (c.signsBody ? 'signature_mismatch' : 'credentials_mismatch');

describe.each(CASES.map((c) => [`${c.type}${c.settings ? ' ' + JSON.stringify(c.settings) : ''}`, c] as const))('%s', (_name, c) => {
  const bodies = c.body ?? fc.string({ unit: 'binary', maxLength: 300 }).map((text) => Buffer.from(text));

  it('accepts a good signature, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const secret = c.secret();
        expect(verify(c, [secret], body, await c.sign(secret, body, now()))).toBeNull();
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a wrong secret', async () => {
    const body = Buffer.from('{"id":1}');
    const signed = await c.sign(c.secret(), body, now());
    expect(verify(c, [c.secret()], body, signed)?.reason).toBe(mismatchReason(c));
  });

  // basic_auth and header_token authenticate the sender, not the body: nothing to change there.
  if (c.signsBody)
    it('refuses a changed body (any change)', async () => {
      await fc.assert(
        fc.asyncProperty(bodies, bodies, async (body, other) => {
          fc.pre(!body.equals(other));
          const secret = c.secret();
          // Twilio signs the form's fields sorted (repeated values once): other bytes with the same fields sign alike.
          fc.pre(c.type !== 'twilio' || twilioFields(body) !== twilioFields(other));
          expect(verify(c, [secret], other, await c.sign(secret, body, now()))?.reason).toBe('signature_mismatch');
        }),
        { numRuns: 40 },
      );
    });

  // GitHub, Shopify, Twilio, basic_auth and header_token send no timestamp to check.
  if (c.timestamped)
    it('refuses a timestamp outside the tolerance as a replay, in both directions', async () => {
      const secret = c.secret();
      const body = Buffer.from('{"id":1}');
      const old = now() - 301;
      expect(verify(c, [secret], body, await c.sign(secret, body, old))?.reason).toBe('timestamp_outside_tolerance');
      expect(verify(c, [secret], body, await c.sign(secret, body, now() + 301))?.reason).toBe('timestamp_outside_tolerance');
      expect(verify(c, [secret], body, await c.sign(secret, body, now() - 299))).toBeNull();
      const tolerant = { ...c, settings: { ...c.settings, tolerance_seconds: 600 } };
      expect(verify(tolerant, [secret], body, await c.sign(secret, body, old))).toBeNull();
    });

  it('accepts the old and the new secret while both are active (rotation)', async () => {
    const [older, newer] = [c.secret(), c.secret()];
    const body = Buffer.from('rotation');
    expect(verify(c, [older, newer], body, await c.sign(older, body, now()))).toBeNull();
    expect(verify(c, [older, newer], body, await c.sign(newer, body, now()))).toBeNull();
    expect(verify(c, [newer], body, await c.sign(older, body, now()))?.reason).toBe(mismatchReason(c));
  });

  it('refuses a request without the header', async () => {
    const secret = c.secret();
    const body = Buffer.from('{}');
    const { headers, url } = await c.sign(secret, body, now());
    delete headers[c.header];
    expect(verify(c, [secret], body, { headers, url })).toMatchObject({ reason: 'missing_header' });
  });

  it('refuses a malformed header without throwing, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const secret = c.secret();
        const refusal = verify(c, [secret], Buffer.from('x'), { headers: { [c.header]: value, 'x-ts': String(now()) } });
        if (c.type === 'header_token' && value === secret) return;
        expect(refusal).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});

describe('provider specifics', () => {
  it("slack: Slack's documented example request verifies", () => {
    const body = Buffer.from(
      'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar' +
        '&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com' +
        '%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
    );
    const headers = {
      'x-slack-request-timestamp': '1531420618',
      'x-slack-signature': 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
    };
    const verifier = compileVerifier('slack', {}, ['8f742231b10e8888abcd99yyyzzz85a5']);
    expect(verifier.verify({ body, headers, url: URL, now: 1531420618 + 10 })).toBeNull();
    expect(verifier.verify({ body, headers, url: URL, now: 1531420618 + 301 })?.reason).toBe('timestamp_outside_tolerance');
  });

  it('stripe: several v1 signatures (Stripe sends one per active secret) and a v0 are fine if one v1 matches', () => {
    const secret = 'whsec_test_secret';
    const body = Buffer.from('{"type":"charge.succeeded"}');
    const t = now();
    const header = stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret, timestamp: t });
    const v1 = header.split(',')[1];
    const verifier = compileVerifier('stripe', {}, [secret]);
    const headers = { 'stripe-signature': `t=${t},v1=${'0'.repeat(64)},${v1},v0=abc` };
    expect(verifier.verify({ body, headers, url: URL, now: t })).toBeNull();
    expect(verifier.verify({ body, headers: { 'stripe-signature': `t=${t}` }, url: URL, now: t })?.reason).toBe('malformed_header');
  });

  it('twilio: a JSON body is signed through bodySHA256 in the URL (validateRequestWithBody agrees)', () => {
    const token = hex(16);
    const body = '{"MessageSid":"SM1","Body":"hi"}';
    const url = `https://hooks.example.com/api/ingest/tok?bodySHA256=${twilio.getExpectedBodyHash(body)}`;
    const signature = twilio.getExpectedTwilioSignature(token, url, {});
    expect(twilio.validateRequestWithBody(token, signature, url, body)).toBe(true);
    const verifier = compileVerifier('twilio', {}, [token]);
    const headers = { 'content-type': 'application/json', 'x-twilio-signature': signature };
    expect(verifier.verify({ body: Buffer.from(body), headers, url, now: now() })).toBeNull();
    expect(verifier.verify({ body: Buffer.from(body + ' '), headers, url, now: now() })?.reason).toBe('signature_mismatch');
  });

  it('twilio: the URL Twilio signed may carry the default port or not', () => {
    const token = hex(16);
    const params = { From: '+15551234567', Body: 'hello world' };
    const body = Buffer.from(new URLSearchParams(params).toString());
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, 'https://hooks.example.com:443/api/ingest/tok', params),
    };
    const verifier = compileVerifier('twilio', {}, [token]);
    expect(twilio.validateRequest(token, headers['x-twilio-signature'], 'https://hooks.example.com/api/ingest/tok', params)).toBe(true);
    expect(verifier.verify({ body, headers, url: 'https://hooks.example.com/api/ingest/tok', now: now() })).toBeNull();
    expect(verifier.verify({ body, headers, url: 'https://other.example.com/api/ingest/tok', now: now() })?.reason).toBe(
      'signature_mismatch',
    );
  });

  it('standard_webhooks: accepts svix-* headers and any v1 of a space-separated list', () => {
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const body = Buffer.from('{"type":"user.created"}');
    const t = now();
    const signature = new Webhook(secret).sign('msg_1', new Date(t * 1000), body.toString());
    const verifier = compileVerifier('standard_webhooks', {}, [secret]);
    const svix = { 'svix-id': 'msg_1', 'svix-timestamp': String(t), 'svix-signature': `v1,AAAA ${signature}` };
    expect(verifier.verify({ body, headers: svix, url: URL, now: t })).toBeNull();
    const moved = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(t), 'webhook-signature': signature };
    expect(verifier.verify({ body, headers: moved, url: URL, now: t })?.reason).toBe('signature_mismatch');
  });

  it('basic_auth: a wrong user name is refused like a wrong password', () => {
    const verifier = compileVerifier('basic_auth', { username: 'sender' }, ['pw-123456']);
    const basic = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });
    expect(verifier.verify({ body: Buffer.alloc(0), headers: basic('sender:pw-123456'), url: URL, now: now() })).toBeNull();
    expect(verifier.verify({ body: Buffer.alloc(0), headers: basic('other:pw-123456'), url: URL, now: now() })?.reason).toBe(
      'credentials_mismatch',
    );
    expect(verifier.verify({ body: Buffer.alloc(0), headers: { authorization: 'Bearer x' }, url: URL, now: now() })?.reason).toBe(
      'malformed_header',
    );
  });

  it('header_token: names the header to keep out of what is stored and forwarded', () => {
    expect(compileVerifier('header_token', { header_name: 'X-Token' }, ['t']).credentialHeader).toBe('x-token');
    expect(compileVerifier('github', {}, ['t']).credentialHeader).toBeUndefined();
  });

  it('never names a secret or the expected signature in a refusal', () => {
    const secret = 'whsec_very_secret_value_123';
    const body = Buffer.from('{}');
    const expected = createHmac('sha256', secret).update(`${now()}.{}`).digest('hex');
    const refusal = compileVerifier('stripe', {}, [secret]).verify({
      body,
      headers: { 'stripe-signature': `t=${now()},v1=${'ab'.repeat(32)}` },
      url: URL,
      now: now(),
    });
    expect(refusal?.detail).not.toContain(secret);
    expect(refusal?.detail).not.toContain(expected);
  });
});
