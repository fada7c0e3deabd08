import fc from 'fast-check';
import { verifiedEmail } from './sso-sign-in.service';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/);
const domain = fc.tuple(label, fc.constantFrom('test', 'com', 'example')).map(([name, tld]) => `${name}.${tld}`);
const local = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);

describe('verifiedEmail: the ID token e-mail single sign-on accepts', () => {
  it('takes an e-mail of one of the domains, in any case, unless marked unverified', () => {
    fc.assert(
      fc.property(local, domain, fc.constantFrom(true, undefined), fc.boolean(), (user, at, verified, upper) => {
        const email = `${user}@${upper ? at.toUpperCase() : at}`;
        expect(verifiedEmail({ email, email_verified: verified }, [at])).toBe(email);
        expect(verifiedEmail({ email, email_verified: false }, [at])).toBeNull();
      }),
    );
  });

  it('refuses another domain, a subdomain or a look-alike, and no e-mail at all', () => {
    fc.assert(
      fc.property(local, domain, domain, (user, claimed, other) => {
        fc.pre(other !== claimed);
        expect(verifiedEmail({ email: `${user}@${other}` }, [claimed])).toBeNull();
        expect(verifiedEmail({ email: `${user}@sub.${claimed}` }, [claimed])).toBeNull();
        expect(verifiedEmail({ email: `${user}@${claimed}.${other}` }, [claimed])).toBeNull();
        expect(verifiedEmail({ email: `${user}@${other}@${claimed}x` }, [claimed])).toBeNull();
        expect(verifiedEmail({}, [claimed])).toBeNull();
        expect(verifiedEmail({ email: 42 }, [claimed])).toBeNull();
      }),
    );
  });
});
