import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { KeyRing } from '../../src/core/crypto/key-ring';
import { TwoFactorClock } from '../../src/modules/auth/two-factor-clock';
import { reencrypt } from '../../src/reencrypt';
import { bearer, createApiKey, PASSWORD, Session, sessionHeaders, signup } from '../support/factories';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { startTestApp, TEST_ENCRYPTION_KEYS, TestApp } from '../support/test-app';

const STEP_MS = 30_000;

/** The code an authenticator app shows at `timestamp`, computed by otpauth itself. */
function appCode(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** A six-digit code that is none of the codes of the steps around `timestamp`. */
function wrongCode(secret: string, timestamp: number, seed: number): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((step) => appCode(secret, timestamp + step * STEP_MS)));
  for (let n = 100000 + seed * 7919; ; n++)
    if (!valid.has(String(n % 1_000_000).padStart(6, '0'))) return String(n % 1_000_000).padStart(6, '0');
}

/** A session from a login answer (cookie and CSRF token). */
function sessionOf(res: request.Response, of: Session): Session {
  const cookie = String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? '').split(';')[0];
  return { ...of, cookie, csrf: res.body.csrf_token };
}

describe('two-factor (docs/http.md, Two-factor and sessions)', () => {
  let api: TestApp;
  let clock: TwoFactorClock;
  /** The time the app's two-factor checks see: the middle of a step, moved on by each test as it needs. */
  let now: number;

  beforeAll(async () => {
    api = await startTestApp({ TRUST_PROXY: '1' });
    clock = api.app.get(TwoFactorClock);
    now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  /** Moves the app's clock `steps` steps on, so the next test's codes are all new. */
  function later(steps = 5): void {
    now += steps * STEP_MS;
  }

  /** Each sign-in from an address of its own (TRUST_PROXY), so only the test of the limits meets them. */
  let addresses = 0;
  const login = (email: string, extra: object = {}, from = `198.51.100.${++addresses % 250}`) =>
    request(api.url)
      .post('/api/auth/login')
      .set('x-forwarded-for', from)
      .send({ email, password: PASSWORD, ...extra });

  async function setUp(session: Session): Promise<{ secret: string; otpauth_url: string }> {
    const res = await request(api.url).post('/api/account/two-factor/setup').set(sessionHeaders(session)).expect(200);
    return res.body;
  }

  /** A new account with two-factor on: its secret and recovery codes. The code used to enable it was the step before now's. */
  async function enrolled(): Promise<{ session: Session; secret: string; recoveryCodes: string[] }> {
    const session = await signup(api.url);
    const { secret } = await setUp(session);
    const res = await request(api.url)
      .post('/api/account/two-factor/enable')
      .set(sessionHeaders(session))
      .send({ code: appCode(secret, now - STEP_MS) })
      .expect(200);
    return { session, secret, recoveryCodes: res.body.recovery_codes };
  }

  describe('setup and enable', () => {
    beforeEach(() => later());

    it('hands out a secret and its otpauth URL, sealed at rest, pending until a code enables it', async () => {
      const session = await signup(api.url);
      const setup = await setUp(session);
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(setup.otpauth_url);
      expect(url.searchParams.get('secret')).toBe(setup.secret);
      expect(decodeURIComponent(url.pathname)).toBe(`/Hookyard:${session.email}`);

      const [row] = await api.db.query(
        `SELECT two_factor_secret_key_id, two_factor_secret_ciphertext, two_factor_enabled_at FROM users WHERE id = $1`,
        [session.userId],
      );
      expect(row.two_factor_secret_key_id).toBe('k1');
      expect(row.two_factor_enabled_at).toBeNull();
      const stored = (row.two_factor_secret_ciphertext as Buffer).toString('latin1');
      expect(stored).not.toContain(setup.secret);
      expect(stored).not.toContain(Secret.fromBase32(setup.secret).latin1);

      // Pending: sign-in still needs only the password, and the status says so.
      await login(session.email).expect(200);
      const status = await request(api.url).get('/api/account/two-factor').set('cookie', session.cookie).expect(200);
      expect(status.body).toEqual({ enabled: false, enabled_at: null, recovery_codes_remaining: 0 });
    });

    it('enables it with a code of the secret, answering ten recovery codes once, stored only as SHA-256', async () => {
      const session = await signup(api.url);
      const { secret } = await setUp(session);
      expectProblem(
        await request(api.url)
          .post('/api/account/two-factor/enable')
          .set(sessionHeaders(session))
          .send({ code: wrongCode(secret, now, 0) }),
        403,
        'two_factor_invalid',
      );
      const res = await request(api.url)
        .post('/api/account/two-factor/enable')
        .set(sessionHeaders(session))
        .send({ code: appCode(secret, now) })
        .expect(200);
      const codes: string[] = res.body.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);

      const stored = await api.db.query(`SELECT code_hash, used_at FROM two_factor_recovery_codes WHERE user_id = $1`, [session.userId]);
      expect(stored.map((row: { code_hash: Buffer }) => row.code_hash.toString('hex')).sort()).toEqual(
        codes.map((code) => createHash('sha256').update(code.replaceAll('-', '')).digest('hex')).sort(),
      );
      const status = await request(api.url).get('/api/account/two-factor').set('cookie', session.cookie).expect(200);
      expect(status.body).toEqual({ enabled: true, enabled_at: expect.any(String), recovery_codes_remaining: 10 });
      const me = await request(api.url).get('/api/auth/me').set('cookie', session.cookie).expect(200);
      expect(me.body.user.two_factor_enabled).toBe(true);

      // Enabled: no second setup or enable; the secret is never answered again.
      expectProblem(
        await request(api.url).post('/api/account/two-factor/setup').set(sessionHeaders(session)),
        409,
        'two_factor_already_enabled',
      );
      expectProblem(
        await request(api.url)
          .post('/api/account/two-factor/enable')
          .set(sessionHeaders(session))
          .send({ code: appCode(secret, now + STEP_MS) }),
        409,
        'two_factor_already_enabled',
      );
      expect(JSON.stringify(status.body) + JSON.stringify(me.body)).not.toContain(secret);
    });

    it('refuses enable before a setup, and malformed codes as 400s', async () => {
      const session = await signup(api.url);
      expectProblem(
        await request(api.url).post('/api/account/two-factor/enable').set(sessionHeaders(session)).send({ code: '123456' }),
        409,
        'two_factor_not_set_up',
      );
      for (const [body, field] of [
        [{}, 'code'],
        [{ code: 123456 }, 'code'],
        [{ code: 'x'.repeat(100) }, 'code'],
        [{ code: '123456', extra: 1 }, 'extra'],
      ] as const) {
        expectValidationProblem(
          await request(api.url).post('/api/account/two-factor/enable').set(sessionHeaders(session)).send(body),
          field,
        );
      }
    });
  });

  describe('sign-in', () => {
    beforeEach(() => later());

    it('asks for a code only once the password is right: 401 two_factor_required', async () => {
      const { session } = await enrolled();
      expectProblem(await login(session.email, { password: 'wrong password here' }), 401, 'invalid_credentials');
      expectProblem(await login(session.email, { password: 'wrong password here', code: '123456' }), 401, 'invalid_credentials');
      const refused = expectProblem(await login(session.email), 401, 'two_factor_required');
      expect(JSON.stringify(refused)).not.toMatch(/csrf|token/i);
      expect(([] as string[]).concat((await login(session.email)).headers['set-cookie'] ?? [])).toEqual([]);
    });

    it('takes a code of the steps around now, and refuses those two steps away', async () => {
      const { session, secret } = await enrolled();
      // enrolled() used the step before now's: only now's and the next one are left to take.
      expectProblem(await login(session.email, { code: appCode(secret, now - 2 * STEP_MS) }), 401, 'two_factor_invalid');
      expectProblem(await login(session.email, { code: appCode(secret, now + 2 * STEP_MS) }), 401, 'two_factor_invalid');
      const signedIn = await login(session.email, { code: appCode(secret, now) }).expect(200);
      await request(api.url).get('/api/auth/me').set('cookie', sessionOf(signedIn, session).cookie).expect(200);
      await login(session.email, { code: appCode(secret, now + STEP_MS) }).expect(200);
    });

    it('refuses a code used before, at its own step or any earlier one (replay)', async () => {
      const { session, secret } = await enrolled();
      const code = appCode(secret, now);
      await login(session.email, { code }).expect(200);
      expectProblem(await login(session.email, { code }), 401, 'two_factor_invalid');
      // The step before is still inside the window, but before the last one used.
      expectProblem(await login(session.email, { code: appCode(secret, now - STEP_MS) }), 401, 'two_factor_invalid');
      later(1);
      expectProblem(await login(session.email, { code }), 401, 'two_factor_invalid');
      await login(session.email, { code: appCode(secret, now) }).expect(200);
    });

    it('takes each recovery code once, however it is typed', async () => {
      const { session, recoveryCodes } = await enrolled();
      const [first, second] = recoveryCodes;
      await login(session.email, { code: first }).expect(200);
      expectProblem(await login(session.email, { code: first }), 401, 'two_factor_invalid');
      await login(session.email, { code: ` ${second.toUpperCase().replaceAll('-', ' ')} ` }).expect(200);
      expectProblem(await login(session.email, { code: second }), 401, 'two_factor_invalid');
      const status = await request(api.url).get('/api/account/two-factor').set('cookie', session.cookie).expect(200);
      expect(status.body.recovery_codes_remaining).toBe(8);
      // Another account's recovery code is not this one's.
      const other = await enrolled();
      expectProblem(await login(session.email, { code: other.recoveryCodes[0] }), 401, 'two_factor_invalid');
    });

    it('limits code attempts per person, from however many addresses they come', async () => {
      const { session, secret } = await enrolled();
      // Each from another address: the per-address limits never see more than one.
      for (let i = 0; i < 10; i++) {
        expectProblem(await login(session.email, { code: wrongCode(secret, now, i) }), 401, 'two_factor_invalid');
      }
      const limited = await login(session.email, { code: appCode(secret, now) });
      expectProblem(limited, 429, 'rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // A wrong password is refused before any code is looked at, whatever the code limit says.
      expectProblem(await login(session.email, { password: 'not the password at all' }), 401, 'invalid_credentials');
    });
  });

  describe('disable', () => {
    beforeEach(() => later());

    it('turns it off with a code or with the password; wrong ones are 403s; then the password alone signs in', async () => {
      for (const how of ['code', 'password'] as const) {
        later();
        const { session, secret } = await enrolled();
        const disable = (body: object) => request(api.url).post('/api/account/two-factor/disable').set(sessionHeaders(session)).send(body);
        expectProblem(await disable({ code: appCode(secret, now - 3 * STEP_MS) }), 403, 'two_factor_invalid');
        expectProblem(await disable({ password: 'not the password at all' }), 403, 'wrong_password');
        expectValidationProblem(await disable({}), 'code');
        await disable(how === 'code' ? { code: appCode(secret, now) } : { password: PASSWORD }).expect(204);
        await login(session.email).expect(200);
        const [row] = await api.db.query(
          `SELECT two_factor_secret_ciphertext, two_factor_enabled_at, (SELECT count(*)::int FROM two_factor_recovery_codes c WHERE c.user_id = u.id) AS codes
             FROM users u WHERE id = $1`,
          [session.userId],
        );
        expect(row).toEqual({ two_factor_secret_ciphertext: null, two_factor_enabled_at: null, codes: 0 });
      }
    });
  });

  describe('an organization that requires two-factor', () => {
    beforeEach(() => later());

    const settings = (session: Session) => request(api.url).patch('/api/organization/settings').set(sessionHeaders(session));

    it('is a setting of the organization, session only', async () => {
      const session = await signup(api.url);
      const read = await request(api.url).get('/api/organization/settings').set('cookie', session.cookie).expect(200);
      expect(read.body).toEqual({ require_two_factor: false });
      expect((await settings(session).send({ require_two_factor: true }).expect(200)).body).toEqual({ require_two_factor: true });
      expect((await request(api.url).get('/api/organization/settings').set('cookie', session.cookie).expect(200)).body).toEqual({
        require_two_factor: true,
      });
      expectValidationProblem(await settings(session).send({ require_two_factor: 'yes' }), 'require_two_factor');
      expectValidationProblem(await settings(session).send({ other: true }), 'other');
      const key = await createApiKey(api.url, session);
      expectProblem(await request(api.url).get('/api/organization/settings').set(bearer(key)), 401, 'unauthenticated');
    });

    it('signs a member without two-factor in to a session that can only set it up, then lifts the restriction', async () => {
      const session = await signup(api.url);
      const key = await createApiKey(api.url, session);
      await settings(session).send({ require_two_factor: true }).expect(200);
      // The sessions already open are not changed: the rule applies at the next sign-in.
      await request(api.url).get('/api/events').set('cookie', session.cookie).expect(200);

      const res = await login(session.email).expect(200);
      expect(res.body.two_factor_setup_required).toBe(true);
      const restricted = sessionOf(res, session);
      for (const [method, path] of [
        ['get', '/api/events'],
        ['get', '/api/projects'],
        ['post', '/api/api-keys'],
        ['get', '/api/account/sessions'],
        ['get', '/api/organization/settings'],
        ['patch', '/api/organization/settings'],
      ] as const) {
        expectProblem(await request(api.url)[method](path).set(sessionHeaders(restricted)).send({}), 403, 'two_factor_setup_required');
      }
      // API keys are the organization's, not a person's sign-in: unchanged.
      await request(api.url).get('/api/events').set(bearer(key)).expect(200);

      const me = await request(api.url).get('/api/auth/me').set('cookie', restricted.cookie).expect(200);
      expect(me.body.two_factor_setup_required).toBe(true);
      const { secret } = await setUp(restricted);
      await request(api.url)
        .post('/api/account/two-factor/enable')
        .set(sessionHeaders(restricted))
        .send({ code: appCode(secret, now) })
        .expect(200);
      await request(api.url).get('/api/events').set('cookie', restricted.cookie).expect(200);
      expect((await request(api.url).get('/api/auth/me').set('cookie', restricted.cookie).expect(200)).body.two_factor_setup_required).toBe(
        false,
      );

      // Two-factor cannot be turned off while the organization requires it.
      expectProblem(
        await request(api.url).post('/api/account/two-factor/disable').set(sessionHeaders(restricted)).send({ password: PASSWORD }),
        409,
        'two_factor_required_by_organization',
      );
      // Signing in again takes the code, and the session is a full one.
      const again = await login(session.email, { code: appCode(secret, now + STEP_MS) }).expect(200);
      expect(again.body.two_factor_setup_required).toBe(false);
    });

    it('lets a restricted session sign out', async () => {
      const session = await signup(api.url);
      await settings(session).send({ require_two_factor: true }).expect(200);
      const restricted = sessionOf(await login(session.email).expect(200), session);
      await request(api.url).post('/api/auth/logout').set(sessionHeaders(restricted)).expect(204);
      expectProblem(await request(api.url).get('/api/auth/me').set('cookie', restricted.cookie), 401, 'unauthenticated');
    });
  });
});

describe('two-factor secrets and key rotation (docs/operations.md, reencrypt)', () => {
  it('re-seals them under the new first key, so the old key can leave the ring', async () => {
    const before = await startTestApp();
    let session: Session;
    let secret: string;
    try {
      session = await signup(before.url);
      secret = (await request(before.url).post('/api/account/two-factor/setup').set(sessionHeaders(session)).expect(200)).body.secret;
      await request(before.url)
        .post('/api/account/two-factor/enable')
        .set(sessionHeaders(session))
        .send({ code: appCode(secret, Date.now()) })
        .expect(200);
    } finally {
      await before.close();
    }

    const newKey = `k2:${randomBytes(32).toString('base64')}`;
    const during = await startTestApp({ ENCRYPTION_KEYS: `${newKey},${TEST_ENCRYPTION_KEYS}` });
    try {
      const result = await reencrypt(during.db, new KeyRing(`${newKey},${TEST_ENCRYPTION_KEYS}`));
      expect(result.twoFactorSecrets).toBeGreaterThanOrEqual(1);
      const [row] = await during.db.query(`SELECT two_factor_secret_key_id FROM users WHERE id = $1`, [session.userId]);
      expect(row.two_factor_secret_key_id).toBe('k2');
    } finally {
      await during.close();
    }

    // The old key gone: the secret still opens, and the next step's code signs in.
    const after = await startTestApp({ ENCRYPTION_KEYS: newKey });
    try {
      await request(after.url)
        .post('/api/auth/login')
        .send({ email: session.email, password: PASSWORD, code: appCode(secret, Date.now() + STEP_MS) })
        .expect(200);
    } finally {
      await after.close();
    }
  });
});
