import { fail } from './config-error';
import type { EnvName } from './env-vars';

/** Where invitations are e-mailed through (`SMTP_URL`) and from (`SMTP_FROM`). */
export interface MailConfig {
  /** `smtp://` or `smtps://`, with the relay's login in its user-info if it takes one: a secret, never logged. */
  smtpUrl: string;
  from: string;
}

/**
 * `SMTP_URL` and `SMTP_FROM`: null (nothing is e-mailed; the dashboard shows each invitation's link
 * to copy) unless `SMTP_URL` is set. The sender defaults to `Hookyard <hookyard@<public host>>`.
 * A refusal never repeats `SMTP_URL`, which may hold a password.
 */
export function parseMail(env: { readonly [name in EnvName]?: string }, publicBaseUrl: string): MailConfig | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) {
    if (env.SMTP_FROM) fail('SMTP_FROM', 'needs SMTP_URL (without it nothing is e-mailed)');
    return null;
  }
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    fail('SMTP_URL', 'must be an absolute smtp:// or smtps:// URL');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') fail('SMTP_URL', 'must use smtp: or smtps:');
  const from = env.SMTP_FROM?.trim() || `Hookyard <hookyard@${new URL(publicBaseUrl).hostname}>`;
  // A line break would start a header of its own in every message.
  if (/[\r\n]/.test(from) || from.length > 320) fail('SMTP_FROM', 'must be one line of at most 320 characters');
  return { smtpUrl: raw, from };
}
