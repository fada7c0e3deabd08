import { createHash } from 'node:crypto';
import request from 'supertest';
import { PASSWORD, Session, sessionHeaders, signup } from '../support/factories';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface SessionItem {
  id: string;
  device: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

describe('a person’s sessions and password (docs/http.md, Two-factor and sessions)', () => {
  let api: TestApp;
  /** A second api instance of the same deployment. */
  let other: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ TRUST_PROXY: '1' });
    other = await startTestApp({ TRUST_PROXY: '1' }, { worker: false, sharePrefixWith: api });
  });

  afterAll(async () => {
    await other.close();
    await api.close();
  });

  /** Signs `of` in again, from `address` with `userAgent`: another session of the same person. */
  async function signIn(of: Session, address: string, userAgent: string, password = PASSWORD): Promise<Session> {
    const res = await request(api.url)
      .post('/api/auth/login')
      .set('x-forwarded-for', address)
      .set('user-agent', userAgent)
      .send({ email: of.email, password })
      .expect(200);
    const cookie = String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).split(';')[0];
    return { ...of, cookie, csrf: res.body.csrf_token };
  }

  async function list(session: Session): Promise<SessionItem[]> {
    return (await request(api.url).get('/api/account/sessions').set('cookie', session.cookie).expect(200)).body.data;
  }

  const alive = (session: Session, on: TestApp = api) => request(on.url).get('/api/auth/me').set('cookie', session.cookie);

  it('lists the person’s sessions: device, address, created and last used, which one is this, and never a token', async () => {
    const first = await signup(api.url);
    const laptop = await signIn(first, '198.51.100.10', FIREFOX_MAC);
    const phone = await signIn(first, '198.51.100.11', CHROME_ANDROID);
    const stranger = await signup(api.url);

    const res = await request(api.url).get('/api/account/sessions').set('cookie', laptop.cookie).expect(200);
    const items: SessionItem[] = res.body.data;
    expect(items).toHaveLength(3);
    const byDevice = Object.fromEntries(items.map((item) => [item.device, item]));
    expect(byDevice['Firefox on macOS']).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      device: 'Firefox on macOS',
      user_agent: FIREFOX_MAC,
      ip: '198.51.100.10',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_used_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      current: true,
    });
    expect(byDevice['Chrome on Android']).toMatchObject({ ip: '198.51.100.11', current: false });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    // Newest first.
    expect(items.map((item) => item.created_at)).toEqual([...items.map((item) => item.created_at)].sort().reverse());

    const text = JSON.stringify(res.body);
    for (const session of [first, laptop, phone]) {
      const token = session.cookie.slice('hookyard_session='.length);
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
      expect(text).not.toContain(createHash('sha256').update(token).digest('base64'));
      expect(text).not.toContain(session.csrf);
    }
    // Another person's sessions are not listed.
    expect((await list(stranger)).map((item) => item.id)).not.toEqual(expect.arrayContaining(items.map((item) => item.id)));
  });

  it('ends one session at once, on every api instance; another person’s session id is a 404', async () => {
    const first = await signup(api.url);
    const phone = await signIn(first, '198.51.100.20', CHROME_ANDROID);
    await alive(phone, other).expect(200);
    const phoneId = (await list(phone)).find((item) => item.current)!.id;

    const stranger = await signup(api.url);
    expectProblem(await request(api.url).delete(`/api/account/sessions/${phoneId}`).set(sessionHeaders(stranger)), 404, 'not_found');
    await alive(phone, other).expect(200);

    await request(api.url).delete(`/api/account/sessions/${phoneId}`).set(sessionHeaders(first)).expect(204);
    expectProblem(await alive(phone, other), 401, 'unauthenticated');
    expectProblem(await alive(phone), 401, 'unauthenticated');
    await alive(first).expect(200);
    expectProblem(await request(api.url).delete(`/api/account/sessions/${phoneId}`).set(sessionHeaders(first)), 404, 'not_found');
    expectValidationProblem(await request(api.url).delete('/api/account/sessions/not-a-uuid').set(sessionHeaders(first)), 'sessionId');

    // Its own session too: that is a sign-out.
    const firstId = (await list(first)).find((item) => item.current)!.id;
    await request(api.url).delete(`/api/account/sessions/${firstId}`).set(sessionHeaders(first)).expect(204);
    expectProblem(await alive(first), 401, 'unauthenticated');
  });

  it('signs out everywhere else: every other session of the person ends, this one and other people’s stay', async () => {
    const first = await signup(api.url);
    const laptop = await signIn(first, '198.51.100.30', FIREFOX_MAC);
    const phone = await signIn(first, '198.51.100.31', CHROME_ANDROID);
    const stranger = await signup(api.url);

    const res = await request(api.url).post('/api/account/sessions/sign-out-everywhere').set(sessionHeaders(laptop)).expect(200);
    expect(res.body).toEqual({ signed_out: 2 });
    expectProblem(await alive(first, other), 401, 'unauthenticated');
    expectProblem(await alive(phone, other), 401, 'unauthenticated');
    await alive(laptop, other).expect(200);
    await alive(stranger).expect(200);
    expect((await list(laptop)).map((item) => item.current)).toEqual([true]);
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const first = await signup(api.url);
    const phone = await signIn(first, '198.51.100.40', CHROME_ANDROID);
    const change = (body: object) => request(api.url).post('/api/account/password').set(sessionHeaders(first)).send(body);
    const fresh = 'a brand new passphrase';

    expectProblem(await change({ current_password: 'not the password at all', new_password: fresh }), 403, 'wrong_password');
    await alive(phone).expect(200);
    expectValidationProblem(await change({ current_password: PASSWORD, new_password: 'short' }), 'new_password');
    expectValidationProblem(await change({ current_password: PASSWORD }), 'new_password');
    expectValidationProblem(await change({ current_password: PASSWORD, new_password: fresh, extra: 1 }), 'extra');

    await change({ current_password: PASSWORD, new_password: fresh }).expect(204);
    expectProblem(await alive(phone, other), 401, 'unauthenticated');
    await alive(first).expect(200);
    const [user] = await api.db.query(`SELECT password_hash FROM users WHERE id = $1`, [first.userId]);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(fresh);
    expectProblem(
      await request(api.url)
        .post('/api/auth/login')
        .set('x-forwarded-for', '198.51.100.41')
        .send({ email: first.email, password: PASSWORD }),
      401,
      'invalid_credentials',
    );
    await signIn(first, '198.51.100.42', FIREFOX_MAC, fresh);
  });

  it('refuses these routes to bearer keys and to no one signed in', async () => {
    const session = await signup(api.url);
    for (const [method, path] of [
      ['get', '/api/account/sessions'],
      ['post', '/api/account/sessions/sign-out-everywhere'],
      ['post', '/api/account/password'],
      ['delete', '/api/account/sessions/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectProblem(await request(api.url)[method](path), 401, 'unauthenticated');
      if (method !== 'get') expectProblem(await request(api.url)[method](path).set('cookie', session.cookie), 403, 'csrf_failed');
    }
  });
});
