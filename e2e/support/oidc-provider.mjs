// A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for the single
// sign-on spec: one confidential client, PKCE required, and its development sign-in page (any
// login, any password; the login typed is the account's `sub` and verified `email`). Consent is
// given at once. The backend's integration suite starts the same (backend/test/support/oidc-provider.ts).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** @returns {Promise<{ issuer: string, clientId: string, clientSecret: string, close: () => Promise<void> }>} */
export async function startOidcProvider(redirectUris) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const clientId = 'hookyard-e2e';
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, email: sub, email_verified: true, name: `Person ${sub}` }) }),
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
