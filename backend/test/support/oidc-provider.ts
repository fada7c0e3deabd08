import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import request from 'supertest';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for the single
 * sign-on tests: one confidential client, PKCE required of it, and its development sign-in page
 * (any login, any password). The login typed is the account: its `sub`, and its `email` (verified,
 * unless it starts with `unverified-`). Consent is given at once (no consent page).
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[]): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'hookyard-test';
  const clientSecret = `secret-${Math.random().toString(36).slice(2)}-${Date.now()}`;
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
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: sub,
        email_verified: !sub.startsWith('unverified-'),
        name: `Person ${sub}`,
      }),
    }),
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs `login` in at the provider from `authorizationUrl`, as a browser would through its sign-in
 * page (its cookies kept between the steps): the query string the provider redirects back with.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const agent = request.agent(new URL(authorizationUrl).origin);
  const { pathname, search } = new URL(authorizationUrl);
  let res = await agent.get(pathname + search).redirects(0);
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.location as string | undefined;
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${res.text.slice(0, 300)}`);
    const next = new URL(location, authorizationUrl);
    if (next.origin !== new URL(authorizationUrl).origin) return next.search.slice(1);
    if (next.pathname.startsWith('/interaction/')) {
      await agent.get(next.pathname).expect(200);
      res = await agent.post(next.pathname).type('form').send({ prompt: 'login', login, password: 'any' }).redirects(0);
    } else {
      res = await agent.get(next.pathname + next.search).redirects(0);
    }
  }
  throw new Error('the provider never redirected back');
}
