import { createHash, randomUUID } from 'node:crypto';
import request, { Response } from 'supertest';
import { bearer, createApiKey, PASSWORD, sessionHeaders, signup } from '../support/factories';
import { expectProblem, expectStandardHeaders, expectValidationProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

const newEmail = () => `auth-${randomUUID()}@example.test`;

/** The hookyard_session Set-Cookie of a response: its value and its attributes (lowercased names). */
function sessionCookie(res: Response): { pair: string; value: string; attributes: Map<string, string> } {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const raw = cookies.find((cookie) => cookie.startsWith('hookyard_session='));
  if (!raw) throw new Error(`no hookyard_session cookie in ${JSON.stringify(cookies)}`);
  const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
  return {
    pair,
    value: pair.slice('hookyard_session='.length),
    attributes: new Map(
      attributes.map((attribute) => {
        const [name, ...value] = attribute.split('=');
        return [name.toLowerCase(), value.join('=')] as [string, string];
      }),
    ),
  };
}

function expectSessionBody(res: Response, email: string) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    user: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, name: null, two_factor_enabled: false },
    organization: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: expect.any(String) },
    role: 'owner',
    organizations: [{ id: res.body.organization.id, name: res.body.organization.name, role: 'owner' }],
    csrf_token: expect.any(String),
    two_factor_setup_required: false,
  });
  expect(res.body.csrf_token.length).toBeGreaterThanOrEqual(32);
}

describe('dashboard authentication (docs/http.md, Authentication)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  describe('POST /api/auth/signup', () => {
    it('creates the organization, its first user and a Default project, and signs in', async () => {
      const email = newEmail();
      const res = await request(api.url)
        .post('/api/auth/signup')
        .send({ email, password: PASSWORD, organization_name: 'Acme Webhooks' })
        .expect(201);
      expectStandardHeaders(res);
      expectSessionBody(res, email);
      expect(res.body.organization.name).toBe('Acme Webhooks');

      const cookie = sessionCookie(res);
      expect(cookie.value.length).toBeGreaterThanOrEqual(32);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
      expect(cookie.attributes.get('path')).toBe('/');
      expect(cookie.attributes.has('secure')).toBe(false); // plain HTTP, NODE_ENV=test

      const projects = await request(api.url).get('/api/projects').set('cookie', cookie.pair).expect(200);
      expect(projects.body.data).toEqual([{ id: expect.any(String), name: 'Default', created_at: expect.any(String) }]);

      const me = await request(api.url).get('/api/auth/me').set('cookie', cookie.pair).expect(200);
      expect(me.body).toEqual(res.body);
    });

    it('keeps only an argon2id hash of the password, and only a hash of the session token', async () => {
      const session = await signup(api.url);
      const [user] = await api.db.query(`SELECT password_hash FROM users WHERE id = $1`, [session.userId]);
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_hash).not.toContain(PASSWORD);
      const token = session.cookie.slice('hookyard_session='.length);
      const sessions = await api.db.query(`SELECT token_hash, csrf_token FROM sessions WHERE user_id = $1`, [session.userId]);
      expect(sessions).toHaveLength(1);
      expect(Buffer.from(sessions[0].token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    });

    it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
      const signupOver = (url: string) =>
        request(url)
          .post('/api/auth/signup')
          .set('x-forwarded-proto', 'https')
          .send({ email: newEmail(), password: PASSWORD, organization_name: 'Secure Co' })
          .expect(201);
      // Without TRUST_PROXY a client cannot claim HTTPS with a header.
      expect(sessionCookie(await signupOver(api.url)).attributes.has('secure')).toBe(false);
      const proxied = await startTestApp({ TRUST_PROXY: '1' });
      try {
        expect(sessionCookie(await signupOver(proxied.url)).attributes.has('secure')).toBe(true);
      } finally {
        await proxied.close();
      }
    });

    it('marks the cookie Secure whenever NODE_ENV=production, even over plain HTTP', async () => {
      const production = await startTestApp({ NODE_ENV: 'production' }, { worker: false });
      try {
        const res = await request(production.url)
          .post('/api/auth/signup')
          .send({ email: newEmail(), password: PASSWORD, organization_name: 'Production Co' })
          .expect(201);
        const cookie = sessionCookie(res);
        expect(cookie.attributes.has('secure')).toBe(true);
        expect(cookie.attributes.has('httponly')).toBe(true);
      } finally {
        await production.close();
      }
    });

    it('refuses a password shorter than 12 characters, naming the field', async () => {
      const email = newEmail();
      const res = await request(api.url).post('/api/auth/signup').send({ email, password: 'short-pass1', organization_name: 'Acme' });
      expectValidationProblem(res, 'password');
      expect(res.headers['set-cookie']).toBeUndefined();
      // Nothing was created: the email is still free.
      await request(api.url).post('/api/auth/signup').send({ email, password: PASSWORD, organization_name: 'Acme' }).expect(201);
    });

    it.each([
      ['a malformed email', { email: 'not-an-email', password: PASSWORD, organization_name: 'Acme' }, 'email'],
      ['a missing organization name', { email: 'x@example.test', password: PASSWORD }, 'organization_name'],
      ['an unknown field', { email: 'y@example.test', password: PASSWORD, organization_name: 'Acme', admin: true }, 'admin'],
    ])('refuses %s with 400 validation_failed', async (_, body, field) => {
      expectValidationProblem(await request(api.url).post('/api/auth/signup').send(body), field);
    });

    it('answers 409 email_taken for a duplicate email, also when cased differently', async () => {
      const email = newEmail();
      await request(api.url).post('/api/auth/signup').send({ email, password: PASSWORD, organization_name: 'First' }).expect(201);
      expectProblem(
        await request(api.url).post('/api/auth/signup').send({ email, password: PASSWORD, organization_name: 'Second' }),
        409,
        'email_taken',
      );
      expectProblem(
        await request(api.url)
          .post('/api/auth/signup')
          .send({ email: email.toUpperCase(), password: PASSWORD, organization_name: 'Third' }),
        409,
        'email_taken',
      );
    });

    it('answers email_taken (not a generic conflict) to concurrent sign-ups with one email', async () => {
      const email = newEmail();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          request(api.url)
            .post('/api/auth/signup')
            .send({ email: i % 2 ? email : email.toUpperCase(), password: PASSWORD, organization_name: `Race ${i}` }),
        ),
      );
      expect(results.filter((res) => res.status === 201)).toHaveLength(1);
      for (const res of results.filter((r) => r.status !== 201)) expectProblem(res, 409, 'email_taken');
    });

    it('answers 403 signup_disabled when SIGNUP_ENABLED=false', async () => {
      const closed = await startTestApp({ SIGNUP_ENABLED: 'false' });
      try {
        const res = await request(closed.url)
          .post('/api/auth/signup')
          .send({ email: newEmail(), password: PASSWORD, organization_name: 'Nope' });
        expectProblem(res, 403, 'signup_disabled');
        expect(res.headers['set-cookie']).toBeUndefined();
        // Existing users can still sign in there.
        const session = await signup(api.url);
        await request(closed.url).post('/api/auth/login').send({ email: session.email, password: PASSWORD }).expect(200);
      } finally {
        await closed.close();
      }
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the same body as signup and a fresh session cookie', async () => {
      const session = await signup(api.url);
      const res = await request(api.url).post('/api/auth/login').send({ email: session.email, password: PASSWORD }).expect(200);
      expectSessionBody(res, session.email);
      expect(res.body.user.id).toBe(session.userId);
      expect(res.body.organization.id).toBe(session.organizationId);
      const cookie = sessionCookie(res);
      expect(cookie.pair).not.toBe(session.cookie);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase()).toBe('lax');
      expect(cookie.attributes.get('path')).toBe('/');

      const me = await request(api.url).get('/api/auth/me').set('cookie', cookie.pair).expect(200);
      expect(me.body.csrf_token).toBe(res.body.csrf_token);
    });

    it('accepts the email in any case', async () => {
      const session = await signup(api.url);
      await request(api.url).post('/api/auth/login').send({ email: session.email.toUpperCase(), password: PASSWORD }).expect(200);
    });

    it('gives a wrong password and an unknown email the same 401 invalid_credentials answer', async () => {
      const session = await signup(api.url);
      const wrongPassword = await request(api.url)
        .post('/api/auth/login')
        .send({ email: session.email, password: `${PASSWORD}!` });
      const unknownEmail = await request(api.url).post('/api/auth/login').send({ email: newEmail(), password: PASSWORD });
      const first = expectProblem(wrongPassword, 401, 'invalid_credentials');
      const second = expectProblem(unknownEmail, 401, 'invalid_credentials');
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
      expect(unknownEmail.headers['set-cookie']).toBeUndefined();
      const { request_id: firstId, ...firstRest } = first;
      const { request_id: secondId, ...secondRest } = second;
      expect(firstId).not.toBe(secondId);
      expect(firstRest).toEqual(secondRest);
    });

    it('rate-limits a stranger per email and address without locking the owner out, and each address whatever it forges', async () => {
      // An app of its own: its limits start fresh and fill up for nobody else. Behind one proxy, the
      // client address is the last one in X-Forwarded-For (the one that proxy appended).
      const limited = await startTestApp({ TRUST_PROXY: '1' });
      try {
        const session = await signup(limited.url);
        const attempt = (email: string, forwardedFor: string, password = `${PASSWORD}?`) =>
          request(limited.url).post('/api/auth/login').set('x-forwarded-for', forwardedFor).send({ email, password });

        // A stranger guessing the owner's password from one address, forging whatever it likes in
        // front of the address the proxy saw: stopped after 10 attempts, even with the right password.
        const guesses: Response[] = [];
        for (let i = 0; i < 12; i++) guesses.push(await attempt(session.email.toUpperCase(), `10.0.0.${i}, 198.51.100.1`));
        expect(guesses.slice(0, 10).map((res) => res.status)).toEqual(Array(10).fill(401));
        const refused = expectProblem(guesses[10], 429, 'rate_limited');
        expect(Number(guesses[10].headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(refused.detail).not.toContain(session.email);
        expectProblem(await attempt(session.email, '198.51.100.1', PASSWORD), 429, 'rate_limited');
        // The owner, from their own address, still gets in.
        expect((await attempt(session.email, '203.0.113.50', PASSWORD)).status).toBe(200);

        // One address, many emails at once: limited per address; another address is not affected.
        const perIp = await Promise.all(Array.from({ length: 32 }, (_, i) => attempt(newEmail(), `192.0.2.${i}, 203.0.113.7`)));
        const statuses = perIp.map((res) => res.status).sort();
        expect(statuses).toEqual([...Array(30).fill(401), 429, 429]);
        for (const res of perIp.filter((r) => r.status === 429)) expectProblem(res, 429, 'rate_limited');
        expectProblem(await attempt(newEmail(), '203.0.113.8'), 401, 'invalid_credentials');
      } finally {
        await limited.close();
      }
    }, 60_000);

    it('caps attempts on one email spread over many addresses', async () => {
      const limited = await startTestApp({ TRUST_PROXY: '1' });
      try {
        const email = newEmail();
        const statuses: number[] = [];
        // The bucket holds 100 and gains one a minute: attempts slower than 0.6 s each (argon2 on a
        // busy machine) earn more, so the first refusal comes after 100 plus the minutes it took.
        const started = Date.now();
        while (statuses.at(-1) !== 429 && statuses.length < 120) {
          const i = statuses.length;
          const res = await request(limited.url)
            .post('/api/auth/login')
            .set('x-forwarded-for', `198.51.${i >> 8}.${i & 255}`)
            .send({ email, password: `${PASSWORD}?` });
          statuses.push(res.status);
        }
        const earned = Math.floor((Date.now() - started) / 60_000);
        const refusedAt = statuses.indexOf(429);
        expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401));
        expect(refusedAt).toBeGreaterThanOrEqual(100);
        expect(refusedAt).toBeLessThanOrEqual(100 + earned);
      } finally {
        await limited.close();
      }
    }, 120_000);

    it('rate-limits sign-ups per client address with 429 rate_limited and Retry-After', async () => {
      const limited = await startTestApp({ TRUST_PROXY: '1', SIGNUP_RATE_PER_HOUR: '3' });
      try {
        const signUpFrom = (address: string) =>
          request(limited.url)
            .post('/api/auth/signup')
            .set('x-forwarded-for', address)
            .send({ email: newEmail(), password: PASSWORD, organization_name: 'Limited' });
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await signUpFrom('198.51.100.20')).status);
        expect(statuses).toEqual([201, 201, 201, 429]);
        const refused = await signUpFrom('198.51.100.20');
        expectProblem(refused, 429, 'rate_limited');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect((await signUpFrom('198.51.100.21')).status).toBe(201);
      } finally {
        await limited.close();
      }
    }, 60_000);

    it('refuses a malformed login body with 400 validation_failed', async () => {
      expectValidationProblem(await request(api.url).post('/api/auth/login').send({ email: 'someone@example.test' }), 'password');
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 unauthenticated without a cookie, or with an unknown one', async () => {
      expectProblem(await request(api.url).get('/api/auth/me'), 401, 'unauthenticated');
      expectProblem(await request(api.url).get('/api/auth/me').set('cookie', 'hookyard_session=not-a-session'), 401, 'unauthenticated');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('answers 204, destroys the session server-side, and the old cookie then gets 401', async () => {
      const session = await signup(api.url);
      const res = await request(api.url).post('/api/auth/logout').set(sessionHeaders(session)).expect(204);
      expectStandardHeaders(res);
      expect(res.text).toBe('');
      expectProblem(await request(api.url).get('/api/auth/me').set('cookie', session.cookie), 401, 'unauthenticated');
      expectProblem(await request(api.url).get('/api/projects').set('cookie', session.cookie), 401, 'missing_credentials');
      expectProblem(await request(api.url).post('/api/auth/logout').set(sessionHeaders(session)), 401, 'unauthenticated');
    });

    it('ends a session idle for more than 12 hours', async () => {
      const session = await signup(api.url);
      const idle = (hours: number) =>
        api.db.query(`UPDATE sessions SET last_seen_at = now() - make_interval(hours => $2) WHERE user_id = $1`, [session.userId, hours]);
      await idle(11);
      await request(api.url).get('/api/auth/me').set('cookie', session.cookie).expect(200);
      await idle(13);
      expectProblem(await request(api.url).get('/api/auth/me').set('cookie', session.cookie), 401, 'unauthenticated');
      expectProblem(await request(api.url).get('/api/projects').set('cookie', session.cookie), 401, 'missing_credentials');
    });

    it('leaves the user’s other sessions alone', async () => {
      const session = await signup(api.url);
      const other = await request(api.url).post('/api/auth/login').send({ email: session.email, password: PASSWORD }).expect(200);
      await request(api.url).post('/api/auth/logout').set(sessionHeaders(session)).expect(204);
      await request(api.url).get('/api/auth/me').set('cookie', sessionCookie(other).pair).expect(200);
    });
  });

  describe('CSRF (session-authenticated unsafe requests)', () => {
    it('refuses a POST without X-CSRF-Token or with a wrong one, and accepts the right one', async () => {
      const session = await signup(api.url);
      const create = () => request(api.url).post('/api/projects').set('cookie', session.cookie).send({ name: 'CSRF test' });

      expectProblem(await create(), 403, 'csrf_failed');
      expectProblem(await create().set('x-csrf-token', 'wrong'), 403, 'csrf_failed');
      expectProblem(await create().set('x-csrf-token', `${session.csrf}x`), 403, 'csrf_failed');
      const other = await signup(api.url);
      expectProblem(await create().set('x-csrf-token', other.csrf), 403, 'csrf_failed');

      const projects = await request(api.url).get('/api/projects').set('cookie', session.cookie).expect(200);
      expect(projects.body.data.map((p: { name: string }) => p.name)).toEqual(['Default']);

      const created = await create().set('x-csrf-token', session.csrf).expect(201);
      expect(created.body.name).toBe('CSRF test');
    });

    it('guards PATCH, DELETE and logout too, and never applies to GET or to bearer keys', async () => {
      const session = await signup(api.url);
      const key = await createApiKey(api.url, session);
      const projects = await request(api.url).get('/api/projects').set('cookie', session.cookie).expect(200);
      const endpoint = await request(api.url)
        .post('/api/endpoints')
        .set(bearer(key))
        .send({ project_id: projects.body.data[0].id, name: 'csrf' })
        .expect(201);

      expectProblem(
        await request(api.url).patch(`/api/endpoints/${endpoint.body.id}`).set('cookie', session.cookie).send({ name: 'x' }),
        403,
        'csrf_failed',
      );
      const destination = await request(api.url)
        .post(`/api/endpoints/${endpoint.body.id}/destinations`)
        .set(sessionHeaders(session))
        .send({ name: 'd', url: 'https://example.test/hook' })
        .expect(201);
      expectProblem(
        await request(api.url).delete(`/api/destinations/${destination.body.id}`).set('cookie', session.cookie),
        403,
        'csrf_failed',
      );
      expectProblem(await request(api.url).post('/api/auth/logout').set('cookie', session.cookie), 403, 'csrf_failed');
      await request(api.url).get('/api/auth/me').set('cookie', session.cookie).expect(200);
      await request(api.url).delete(`/api/destinations/${destination.body.id}`).set(sessionHeaders(session)).expect(204);
    });
  });

  describe('request ids and version header (docs/http.md, Conventions)', () => {
    it('echoes a safe X-Request-Id on success and error alike', async () => {
      const id = `req-${randomUUID()}`;
      const ok = await request(api.url).post('/api/auth/login').set('x-request-id', id).send({ email: newEmail(), password: PASSWORD });
      expect(ok.headers['x-request-id']).toBe(id);
      expect(expectProblem(ok, 401, 'invalid_credentials').request_id).toBe(id);

      const session = await signup(api.url);
      const me = await request(api.url).get('/api/auth/me').set('cookie', session.cookie).set('x-request-id', 'trace.1:2-3_4').expect(200);
      expect(me.headers['x-request-id']).toBe('trace.1:2-3_4');
      expect(me.headers['hookyard-version']).toBe('2026-11-01');
    });

    it.each([
      ['with spaces and quotes', 'bad id "quoted"'],
      ['longer than 128 characters', 'a'.repeat(129)],
      ['with non-ASCII characters', 'req-é'],
    ])('replaces an unsafe X-Request-Id (%s) with a generated one', async (_, sent) => {
      const res = await request(api.url).get('/api/auth/me').set('x-request-id', sent);
      const body = expectProblem(res, 401, 'unauthenticated');
      expect(res.headers['x-request-id']).not.toBe(sent);
      expect(body.request_id).toBe(res.headers['x-request-id']);
    });

    it('generates distinct request ids when none is sent, and answers unknown /api routes with problem JSON', async () => {
      const first = await request(api.url).get('/api/auth/me');
      const second = await request(api.url).get('/api/auth/me');
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
      expectProblem(await request(api.url).get('/api/no-such-route'), 404, 'not_found');
    });
  });
});
