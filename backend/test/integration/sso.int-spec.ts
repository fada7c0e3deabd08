import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { KeyRing } from '../../src/core/crypto/key-ring';
import { openClientSecret, redirectUriOf } from '../../src/modules/sso/sso-connection';
import { SsoConnectionRow } from '../../src/modules/sso/sso.repository';
import { reencrypt } from '../../src/reencrypt';
import { auditEntries } from '../support/audit-log';
import { addMember, invite, PASSWORD, Session, sessionHeaders, signup } from '../support/factories';
import { signInAtProvider, startOidcProvider, TestProvider } from '../support/oidc-provider';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { startTestApp, TEST_ENCRYPTION_KEYS, TestApp } from '../support/test-app';

/** The cookie named `name` that a response set, as a `cookie` header value. */
function cookieOf(res: request.Response, name: string): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  return found?.split(';')[0];
}

describe('single sign-on (docs/http.md, Single sign-on)', () => {
  let api: TestApp;
  let idp: TestProvider;

  beforeAll(async () => {
    api = await startTestApp({ SSO_ALLOW_HTTP_ISSUERS: 'true' });
    idp = await startOidcProvider([redirectUriOf(api.config)]);
  });

  afterAll(async () => {
    await idp?.close();
    await api?.close();
  });

  const newDomain = () => `sso-${randomUUID().slice(0, 8)}.test`;

  function connection(domains: string[], extra: object = {}) {
    return {
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      email_domains: domains,
      default_role: 'developer',
      enforce: false,
      ...extra,
    };
  }

  /** An organization whose owner is `owner@<domain>`, with single sign-on for the domain. */
  async function organizationWithSso(extra: object = {}): Promise<{ owner: Session; domain: string }> {
    const domain = newDomain();
    const owner = await signup(api.url, `owner@${domain}`);
    await request(api.url)
      .put('/api/sso')
      .set(sessionHeaders(owner))
      .send(connection([domain], extra))
      .expect(200);
    return { owner, domain };
  }

  /** The start, the provider's page and the callback; `tamper` changes the authorization URL or the callback's query. */
  async function ssoSignIn(
    email: string,
    tamper: { authorization?: (url: URL) => void; callback?: (query: URLSearchParams) => void; dropFlowCookie?: boolean } = {},
  ): Promise<request.Response> {
    const started = await request(api.url).post('/api/auth/sso').send({ email }).expect(200);
    const flowCookie = cookieOf(started, 'hookyard_sso_flow');
    expect(flowCookie).toBeDefined();
    const authorization = new URL(started.body.authorization_url);
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    tamper.authorization?.(authorization);
    const query = new URLSearchParams(await signInAtProvider(authorization.toString(), email));
    tamper.callback?.(query);
    const callback = request(api.url).get(`/api/auth/sso/callback?${query}`).redirects(0);
    return (tamper.dropFlowCookie ? callback : callback.set('cookie', flowCookie!)).expect(302);
  }

  /** The session a successful callback opened: its cookie, and what `me` says of it. */
  async function sessionAfter(res: request.Response): Promise<{ cookie: string; me: request.Response }> {
    expect(res.headers.location).toBe('/');
    const cookie = cookieOf(res, 'hookyard_session');
    expect(cookie).toBeDefined();
    const me = await request(api.url).get('/api/auth/me').set('cookie', cookie!).expect(200);
    return { cookie: cookie!, me };
  }

  function refusedWith(res: request.Response, code: string): void {
    expect(res.headers.location).toBe(`/login?sso_error=${code}`);
    expect(cookieOf(res, 'hookyard_session')).toBeUndefined();
  }

  it('is configured by an admin: the issuer discovered, the secret sealed and never answered, the change audited without it', async () => {
    const domain = newDomain();
    const owner = await signup(api.url, `owner@${domain}`);
    await request(api.url).get('/api/sso').set(sessionHeaders(owner)).expect(404);
    const put = await request(api.url)
      .put('/api/sso')
      .set(sessionHeaders(owner))
      .send(connection([domain.toUpperCase(), domain]))
      .expect(200);
    expect(put.body).toEqual({
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      email_domains: [domain],
      default_role: 'developer',
      enforce: false,
      redirect_uri: redirectUriOf(api.config),
      updated_at: expect.any(String),
    });
    const got = await request(api.url).get('/api/sso').set(sessionHeaders(owner)).expect(200);
    expect(got.body).toEqual(put.body);
    expect(JSON.stringify([put.body, got.body])).not.toContain(idp.clientSecret);
    const rows = await api.db.query(`SELECT client_secret_ciphertext::text AS sealed FROM sso_connections WHERE organization_id = $1`, [
      owner.organizationId,
    ]);
    expect(rows[0].sealed).not.toContain(Buffer.from(idp.clientSecret).toString('hex'));

    // Without the secret the stored one stays (and is not said to have changed); with it, it is "changed".
    await request(api.url)
      .put('/api/sso')
      .set(sessionHeaders(owner))
      .send({ ...connection([domain], { enforce: true }), client_secret: undefined })
      .expect(200);
    await request(api.url)
      .put('/api/sso')
      .set(sessionHeaders(owner))
      .send(connection([domain], { enforce: true }))
      .expect(200);
    const entries = await auditEntries(api.url, owner, 'sso.updated');
    expect(JSON.stringify(entries)).not.toContain(idp.clientSecret);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { client_secret: { changed: true } },
      { enforce: { from: false, to: true } },
      {
        issuer_url: { from: null, to: idp.issuer },
        client_id: { from: null, to: idp.clientId },
        client_secret: { changed: true },
        email_domains: { from: null, to: [domain] },
        default_role: { from: null, to: 'developer' },
        enforce: { from: null, to: false },
      },
    ]);
    expect(entries[0]).toMatchObject({
      actor: { type: 'user', id: owner.userId },
      target: { type: 'organization', id: owner.organizationId },
    });

    await request(api.url).delete('/api/sso').set(sessionHeaders(owner)).expect(204);
    expect((await auditEntries(api.url, owner, 'sso.deleted')).length).toBe(1);
    expectProblem(await request(api.url).get('/api/sso').set(sessionHeaders(owner)), 404, 'not_found');
    expectProblem(await request(api.url).delete('/api/sso').set(sessionHeaders(owner)), 404, 'not_found');
    expectProblem(
      await request(api.url)
        .post('/api/auth/sso')
        .send({ email: `ada@${domain}` }),
      404,
      'sso_not_configured',
    );
  });

  it('refuses bad input with 400, an issuer it cannot discover with 422, and a domain of another organization with 409', async () => {
    const domain = newDomain();
    const owner = await signup(api.url, `owner@${domain}`);
    const put = (body: object) => request(api.url).put('/api/sso').set(sessionHeaders(owner)).send(body);
    expectValidationProblem(await put(connection(['not a domain'])), 'email_domains');
    expectValidationProblem(await put(connection([])), 'email_domains');
    expectValidationProblem(await put(connection([domain], { default_role: 'owner' })), 'default_role');
    expectValidationProblem(await put(connection([domain], { issuer_url: 'ftp://example.com' })), 'issuer_url');
    expectValidationProblem(await put(connection([domain], { enforce: 'yes' })), 'enforce');
    expectValidationProblem(await put({ ...connection([domain]), client_secret: undefined }), 'client_secret');
    expectValidationProblem(await put({ ...connection([domain]), extra: 1 }), 'extra');
    const undiscoverable = await put(connection([domain], { issuer_url: 'http://127.0.0.1:1' }));
    expect(expectProblem(undiscoverable, 422, 'sso_discovery_failed').detail).toContain('http://127.0.0.1:1');
    const wrongIssuer = await put(connection([domain], { issuer_url: `${idp.issuer}/elsewhere` }));
    expectProblem(wrongIssuer, 422, 'sso_discovery_failed');
    await request(api.url).get('/api/sso').set(sessionHeaders(owner)).expect(404);

    const other = await organizationWithSso();
    const taken = await put(connection([domain, other.domain]));
    expect(expectProblem(taken, 409, 'sso_domain_taken').detail).toContain(other.domain);
    await request(api.url).get('/api/sso').set(sessionHeaders(owner)).expect(404);
  });

  it('creates a person at their first sign-in with the default role, and signs the same person in the next time', async () => {
    const { owner, domain } = await organizationWithSso();
    const email = `ada-${randomUUID().slice(0, 6)}@${domain}`;
    const first = await sessionAfter(await ssoSignIn(email));
    expect(first.me.body).toMatchObject({
      user: { email, name: `Person ${email}` },
      organization: { id: owner.organizationId },
      role: 'developer',
      two_factor_setup_required: false,
    });
    const second = await sessionAfter(await ssoSignIn(email.toUpperCase().replace(domain.toUpperCase(), domain)));
    expect(second.me.body.user.id).toBe(first.me.body.user.id);
    expect(second.cookie).not.toBe(first.cookie);

    const members = await request(api.url).get('/api/members').set(sessionHeaders(owner)).expect(200);
    expect(members.body.data.filter((m: { email: string }) => m.email.toLowerCase() === email)).toEqual([
      expect.objectContaining({ user_id: first.me.body.user.id, role: 'developer', sso: true }),
    ]);
    expect(members.body.data.find((m: { user_id: string }) => m.user_id === owner.userId).sso).toBe(false);

    const signedIn = (await auditEntries(api.url, owner, 'session.signed_in')).filter((e) => e.actor.id === first.me.body.user.id);
    expect(signedIn.map((e) => e.changes)).toEqual([{ method: { from: null, to: 'sso' } }, { method: { from: null, to: 'sso' } }]);
    const joined = (await auditEntries(api.url, owner, 'member.joined')).filter((e) => e.actor.id === first.me.body.user.id);
    expect(joined.map((e) => e.changes)).toEqual([{ role: { from: null, to: 'developer' } }]);
  });

  it('signs a person who is a member already in as that member, with their role, and two-factor required does not restrict them', async () => {
    const { owner } = await organizationWithSso();
    await request(api.url).patch('/api/organization/settings').set(sessionHeaders(owner)).send({ require_two_factor: true }).expect(200);
    const { me } = await sessionAfter(await ssoSignIn(owner.email));
    expect(me.body).toMatchObject({ user: { id: owner.userId }, role: 'owner', two_factor_setup_required: false });
    const members = await request(api.url).get('/api/members').set(sessionHeaders(owner)).expect(200);
    expect(members.body.data).toEqual([expect.objectContaining({ user_id: owner.userId, role: 'owner', sso: true })]);
  });

  it('refuses a changed state, a changed nonce, a changed PKCE challenge and a missing flow cookie, and signs nobody in', async () => {
    const { owner, domain } = await organizationWithSso();
    const email = `eve-${randomUUID().slice(0, 6)}@${domain}`;
    refusedWith(await ssoSignIn(email, { callback: (q) => q.set('state', `${q.get('state')}x`) }), 'state_mismatch');
    refusedWith(await ssoSignIn(email, { callback: (q) => q.delete('state') }), 'state_mismatch');
    refusedWith(await ssoSignIn(email, { authorization: (u) => u.searchParams.set('nonce', 'a-nonce-of-the-attacker') }), 'nonce_mismatch');
    refusedWith(await ssoSignIn(email, { authorization: (u) => u.searchParams.set('code_challenge', 'A'.repeat(43)) }), 'sso_failed');
    refusedWith(await ssoSignIn(email, { dropFlowCookie: true }), 'flow_expired');
    const tamperedCookie = await request(api.url)
      .get('/api/auth/sso/callback?code=x&state=y')
      .set('cookie', 'hookyard_sso_flow=k1.AAAA')
      .redirects(0)
      .expect(302);
    refusedWith(tamperedCookie, 'flow_expired');
    const members = await request(api.url).get('/api/members').set(sessionHeaders(owner)).expect(200);
    expect(members.body.data.map((m: { email: string }) => m.email)).toEqual([owner.email]);
  });

  it('refuses an e-mail outside the organization’s domains and an unverified one', async () => {
    const { domain } = await organizationWithSso();
    // The provider says who signed in, whatever the e-mail typed at the start.
    const started = await request(api.url)
      .post('/api/auth/sso')
      .send({ email: `x@${domain}` })
      .expect(200);
    const query = await signInAtProvider(started.body.authorization_url, `mallory@elsewhere-${randomUUID().slice(0, 6)}.test`);
    const res = await request(api.url)
      .get(`/api/auth/sso/callback?${query}`)
      .set('cookie', cookieOf(started, 'hookyard_sso_flow')!)
      .redirects(0)
      .expect(302);
    refusedWith(res, 'email_not_allowed');

    const started2 = await request(api.url)
      .post('/api/auth/sso')
      .send({ email: `x@${domain}` })
      .expect(200);
    const unverified = await signInAtProvider(started2.body.authorization_url, `unverified-x@${domain}`);
    refusedWith(
      await request(api.url)
        .get(`/api/auth/sso/callback?${unverified}`)
        .set('cookie', cookieOf(started2, 'hookyard_sso_flow')!)
        .redirects(0)
        .expect(302),
      'email_not_allowed',
    );
  });

  it('with enforce, refuses password sign-in to everyone but owners; without it, takes passwords again', async () => {
    const { owner, domain } = await organizationWithSso();
    const admin = await addMember(api.url, owner, 'admin', `admin-${randomUUID().slice(0, 6)}@${domain}`);
    await request(api.url)
      .put('/api/sso')
      .set(sessionHeaders(owner))
      .send(connection([domain], { enforce: true }))
      .expect(200);
    const login = (email: string) => request(api.url).post('/api/auth/login').send({ email, password: PASSWORD });
    expectProblem(await login(admin.email), 403, 'sso_required');
    await login(owner.email).expect(200);
    // Through single sign-on the admin still signs in.
    expect((await sessionAfter(await ssoSignIn(admin.email))).me.body).toMatchObject({ user: { id: admin.userId }, role: 'admin' });
    await request(api.url)
      .put('/api/sso')
      .set(sessionHeaders(owner))
      .send(connection([domain], { enforce: false }))
      .expect(200);
    await login(admin.email).expect(200);
  });

  it('with enforce, a person of two organizations signs in with a password to the one that does not enforce it, and cannot switch to the other', async () => {
    const { owner, domain } = await organizationWithSso({ enforce: true });
    const elsewhere = await signup(api.url);
    const person = await addMember(api.url, elsewhere, 'admin', `both-${randomUUID().slice(0, 6)}@${domain}`);
    const { token } = await invite(api.url, owner, person.email, 'viewer');
    expectProblem(
      await request(api.url).post('/api/auth/accept-invitation').set(sessionHeaders(person)).send({ token }),
      403,
      'sso_required',
    );
    const login = await request(api.url).post('/api/auth/login').send({ email: person.email, password: PASSWORD }).expect(200);
    expect(login.body.organization.id).toBe(elsewhere.organizationId);
    const session = { ...person, cookie: cookieOf(login, 'hookyard_session')!, csrf: login.body.csrf_token };
    expectProblem(
      await request(api.url)
        .post('/api/auth/switch-organization')
        .set(sessionHeaders(session))
        .send({ organization_id: owner.organizationId }),
      403,
      'sso_required',
    );
  });

  it('refuses an account that is not a member, and keeps a session it opens in its organization: no switch, no password or two-factor change', async () => {
    const { owner, domain } = await organizationWithSso();
    // Another organization's person, whose e-mail falls in the claimed domain: this provider may not vouch for them here.
    const person = await signup(api.url, `someone-${randomUUID().slice(0, 6)}@${domain}`);
    refusedWith(await ssoSignIn(person.email), 'account_exists');
    const before = await request(api.url).get('/api/members').set(sessionHeaders(owner)).expect(200);
    expect(before.body.data.map((m: { user_id: string }) => m.user_id)).toEqual([owner.userId]);

    // A member by an invitation accepted with their own sign-in: from then on through the provider, in this organization only.
    const { token } = await invite(api.url, owner, person.email, 'viewer');
    await request(api.url).post('/api/auth/accept-invitation').set(sessionHeaders(person)).send({ token }).expect(200);
    const { cookie, me } = await sessionAfter(await ssoSignIn(person.email));
    expect(me.body).toMatchObject({ user: { id: person.userId }, organization: { id: owner.organizationId }, role: 'viewer' });
    const viaSso = { ...person, cookie, csrf: me.body.csrf_token as string };
    const confined = [
      request(api.url).post('/api/auth/switch-organization').set(sessionHeaders(viaSso)).send({ organization_id: person.organizationId }),
      request(api.url).post('/api/account/two-factor/setup').set(sessionHeaders(viaSso)),
      request(api.url).post('/api/account/two-factor/disable').set(sessionHeaders(viaSso)).send({ password: PASSWORD }),
      request(api.url)
        .post('/api/account/password')
        .set(sessionHeaders(viaSso))
        .send({ current_password: PASSWORD, new_password: 'another password of some length' }),
    ];
    for (const refused of await Promise.all(confined)) expectProblem(refused, 403, 'sso_session');
    // The same person's password session may.
    const login = await request(api.url).post('/api/auth/login').send({ email: person.email, password: PASSWORD }).expect(200);
    const byPassword = { ...person, cookie: cookieOf(login, 'hookyard_session')!, csrf: login.body.csrf_token as string };
    const target = login.body.organization.id === owner.organizationId ? person.organizationId : owner.organizationId;
    await request(api.url)
      .post('/api/auth/switch-organization')
      .set(sessionHeaders(byPassword))
      .send({ organization_id: target })
      .expect(200);
  });

  it('re-seals the client secret under the new key at key rotation (reencrypt)', async () => {
    const { owner } = await organizationWithSso();
    // `k2`, as the other rotation tests name theirs: what they sealed in this run's database is under a `k2` too, so
    // reencrypt leaves it be (it re-seals what is not under the first key's id).
    const rotated = new KeyRing(`k2:${randomBytes(32).toString('base64')},${TEST_ENCRYPTION_KEYS}`);
    const result = await reencrypt(api.db, rotated);
    expect(result.ssoClientSecrets).toBeGreaterThanOrEqual(1);
    const [row] = (await api.db.query(
      `SELECT organization_id, client_secret_key_id, client_secret_ciphertext FROM sso_connections WHERE organization_id = $1`,
      [owner.organizationId],
    )) as SsoConnectionRow[];
    expect(row.client_secret_key_id).toBe('k2');
    expect(openClientSecret(rotated, row)).toBe(idp.clientSecret);
    expect(() => openClientSecret(new KeyRing(TEST_ENCRYPTION_KEYS), row)).toThrow();
  });

  it('answers an unknown domain with 404 sso_not_configured, and a malformed e-mail with 400', async () => {
    expectProblem(
      await request(api.url)
        .post('/api/auth/sso')
        .send({ email: `ada@${newDomain()}` }),
      404,
      'sso_not_configured',
    );
    expectValidationProblem(await request(api.url).post('/api/auth/sso').send({ email: 'not an e-mail' }), 'email');
  });
});
