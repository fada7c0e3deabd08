import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ssoInput } from './sso-section';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('ssoInput', () => {
  it('reads the domains however they are separated, and leaves an empty secret out (the stored one stays)', () => {
    const domain = fc.stringMatching(/^[a-z][a-z0-9]{0,10}\.[a-z]{2,5}$/);
    fc.assert(
      fc.property(fc.array(domain, { minLength: 1, maxLength: 5 }), fc.constantFrom(',', ' ', ', ', '\n'), (domains, separator) => {
        const input = ssoInput(
          form({
            issuer_url: ' https://login.example.com ',
            client_id: 'hookyard',
            client_secret: '',
            email_domains: ` ${domains.join(separator)} `,
            default_role: 'developer',
          }),
        );
        expect(input).toEqual({
          issuer_url: 'https://login.example.com',
          client_id: 'hookyard',
          email_domains: domains,
          default_role: 'developer',
          enforce: false,
        });
      }),
    );
  });

  it('sends a typed secret and the enforce checkbox', () => {
    const input = ssoInput(
      form({
        issuer_url: 'https://x.test',
        client_id: 'c',
        client_secret: 's3cret',
        email_domains: 'a.test',
        default_role: 'viewer',
        enforce: 'on',
      }),
    );
    expect(input).toMatchObject({ client_secret: 's3cret', enforce: true });
  });
});
