import { createHmac } from 'node:crypto';

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed by the decoded `whsec_` secret. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: Buffer): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.`).update(body).digest('base64');
  return `v1,${mac}`;
}
