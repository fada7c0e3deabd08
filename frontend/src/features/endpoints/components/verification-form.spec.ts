import { describe, expect, it } from 'vitest';
import { readVerificationFields } from './verification-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readVerificationFields', () => {
  it('sends only the fields the type takes, and the secret when one is typed', () => {
    const all = { secret: ' whsec_abc ', tolerance_seconds: '120', header_name: 'X-Sig', username: 'u', prefix: 'sha256=' };
    expect(readVerificationFields('stripe', form(all))).toEqual({ type: 'stripe', secrets: ['whsec_abc'], tolerance_seconds: 120 });
    expect(readVerificationFields('github', form(all))).toEqual({ type: 'github', secrets: ['whsec_abc'] });
    expect(readVerificationFields('basic_auth', form(all))).toEqual({ type: 'basic_auth', secrets: ['whsec_abc'], username: 'u' });
    expect(readVerificationFields('slack', form({ secret: '' }))).toEqual({ type: 'slack' });
  });

  it('hmac: the timestamp settings only with a timestamp header, the separator only when the timestamp is signed', () => {
    const base = {
      secret: 'k',
      header_name: 'X-Sig',
      algorithm: 'sha1',
      encoding: 'base64',
      prefix: '',
      separator: ':',
      tolerance_seconds: '60',
    };
    expect(readVerificationFields('hmac', form({ ...base, signed_content: 'timestamp_body' }))).toEqual({
      type: 'hmac',
      secrets: ['k'],
      header_name: 'X-Sig',
      algorithm: 'sha1',
      encoding: 'base64',
    });
    expect(readVerificationFields('hmac', form({ ...base, timestamp_header: 'X-Ts', signed_content: 'timestamp_body' }))).toEqual({
      type: 'hmac',
      secrets: ['k'],
      header_name: 'X-Sig',
      algorithm: 'sha1',
      encoding: 'base64',
      timestamp_header: 'X-Ts',
      signed_content: 'timestamp_body',
      separator: ':',
      tolerance_seconds: 60,
    });
  });
});
