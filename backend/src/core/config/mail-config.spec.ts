import fc from 'fast-check';
import { loadConfig } from './app-config';

const keys = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
const load = (env: Record<string, string>) => loadConfig({ ENCRYPTION_KEYS: keys, ...env });

describe('invitations and their e-mail (INVITATION_TTL_HOURS, SMTP_URL, SMTP_FROM)', () => {
  it('keeps invitations 7 days and e-mails nothing by default', () => {
    expect(load({})).toMatchObject({ invitationTtlHours: 168, mail: null });
  });

  it('reads INVITATION_TTL_HOURS from 1 hour to a year, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8760 }), (hours) => {
        expect(load({ INVITATION_TTL_HOURS: String(hours) }).invitationTtlHours).toBe(hours);
      }),
    );
    for (const raw of ['0', '8761', '-1', '1.5', 'a week']) {
      expect(() => load({ INVITATION_TTL_HOURS: raw })).toThrow(/^Invalid configuration: INVITATION_TTL_HOURS must be /);
    }
  });

  it('sends from hookyard@ the public host unless SMTP_FROM says otherwise', () => {
    expect(load({ SMTP_URL: 'smtp://relay.internal:25', PUBLIC_BASE_URL: 'https://hooks.example.com' }).mail).toEqual({
      smtpUrl: 'smtp://relay.internal:25',
      from: 'Hookyard <hookyard@hooks.example.com>',
    });
    expect(load({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', SMTP_FROM: 'Ops <ops@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'Ops <ops@example.com>',
    });
  });

  it('refuses an SMTP_URL that is not smtp: or smtps:, without repeating it (it may hold a password)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{8,20}$/), fc.constantFrom('http', 'ftp', 'mailto', ''), (password, scheme) => {
        const raw = scheme ? `${scheme}://user:${password}@mail.example.com` : `user:${password}@ nowhere`;
        let message = '';
        try {
          load({ SMTP_URL: raw });
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).toMatch(/^Invalid configuration: SMTP_URL /);
        expect(message).not.toContain(password);
      }),
    );
  });

  it('refuses an SMTP_FROM with a line break (a header of its own) and one without SMTP_URL (it would send nothing)', () => {
    expect(() => load({ SMTP_URL: 'smtp://relay:25', SMTP_FROM: 'a@example.com\r\nBcc: x@example.com' })).toThrow(
      /^Invalid configuration: SMTP_FROM /,
    );
    expect(() => load({ SMTP_FROM: 'a@example.com' })).toThrow(/^Invalid configuration: SMTP_FROM needs SMTP_URL/);
  });
});
