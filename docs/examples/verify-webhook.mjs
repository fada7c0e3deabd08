// Verifying a Hookyard delivery in Node (Standard Webhooks). No dependencies.
//
//   import { verifyWebhook } from './verify-webhook.mjs';
//   const ok = verifyWebhook(process.env.HOOKYARD_SECRET, req.headers, rawBodyBuffer);
//
// Use the raw request bytes, not a re-serialized JSON object: the signature covers the exact body.
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/**
 * @param {string} secret the destination's signing secret, `whsec_…`
 * @param {Record<string, string | string[] | undefined>} headers the request headers (lowercase names)
 * @param {Buffer} body the raw request body
 * @param {number} [now] unix seconds, for tests
 * @returns {boolean} true when one of the `v1,` signatures matches and the timestamp is fresh
 */
export function verifyWebhook(secret, headers, body, now = Math.floor(Date.now() / 1000)) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TOLERANCE_SECONDS) return false; // replay protection

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
