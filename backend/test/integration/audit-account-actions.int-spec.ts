import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { PASSWORD, pollUntil, Session, sessionHeaders, signup } from '../support/factories';
import { AuditEntry, auditEntries } from '../support/audit-log';
import { startTestApp, TestApp } from '../support/test-app';

/** The code the person's authenticator shows now. */
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/**
 * docs/http.md, Audit log: a person's own security changes (two-factor, password, sessions) and the
 * organization's security settings are recorded like any change, secrets only as changed.
 */
describe('audit log entries of account and security changes', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ TRUST_PROXY: '1' });
  });

  afterAll(() => api.close());

  function entries(session: Session, action: string): Promise<AuditEntry[]> {
    return auditEntries(api.url, session, action);
  }

  /** Another session of the same person (a sign-in from elsewhere): its cookie, CSRF token and id. */
  async function signInAgain(session: Session, extra: object = {}): Promise<Session & { sessionId: string }> {
    const res = await request(api.url)
      .post('/api/auth/login')
      .set('x-forwarded-for', '203.0.113.9')
      .send({ email: session.email, password: PASSWORD, ...extra })
      .expect(200);
    const other = {
      ...session,
      cookie: String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).split(';')[0],
      csrf: res.body.csrf_token,
    };
    const sessions = (await request(api.url).get('/api/account/sessions').set('cookie', other.cookie).expect(200)).body.data;
    return { ...other, sessionId: sessions.find((one: { current: boolean }) => one.current).id };
  }

  it('two_factor.enabled and disabled, a wrong code at sign-in (session.two_factor_failed), never the secret or a code', async () => {
    const session = await signup(api.url);
    const self = { type: 'user', id: session.userId, label: session.email };
    const { secret } = (await request(api.url).post('/api/account/two-factor/setup').set(sessionHeaders(session)).expect(200)).body;
    const enabled = await request(api.url)
      .post('/api/account/two-factor/enable')
      .set(sessionHeaders(session))
      .send({ code: codeOf(secret) })
      .expect(200);
    expect(await entries(session, 'two_factor.enabled')).toEqual([
      expect.objectContaining({ actor: self, target: self, changes: { two_factor: { from: false, to: true } } }),
    ]);

    await request(api.url)
      .post('/api/auth/login')
      .set('x-forwarded-for', '203.0.113.10')
      .send({ email: session.email, password: PASSWORD, code: '000000' === codeOf(secret) ? '111111' : '000000' })
      .expect(401);
    const [failed] = await pollUntil(
      () => entries(session, 'session.two_factor_failed'),
      (found) => found.length > 0,
    );
    expect(failed).toMatchObject({ actor: { type: 'user', id: session.userId, label: session.email }, target: self, changes: null });

    await request(api.url).post('/api/account/two-factor/disable').set(sessionHeaders(session)).send({ password: PASSWORD }).expect(204);
    expect(await entries(session, 'two_factor.disabled')).toEqual([
      expect.objectContaining({ actor: self, target: self, changes: { two_factor: { from: true, to: false } } }),
    ]);

    const written = JSON.stringify(await entries(session, 'two_factor.*'));
    for (const secretText of [secret, ...enabled.body.recovery_codes]) expect(written).not.toContain(secretText);
  });

  it('password.changed (only as changed), session.ended and session.signed_out_elsewhere', async () => {
    const session = await signup(api.url);
    const self = { type: 'user', id: session.userId, label: session.email };
    const phone = await signInAgain(session);
    await request(api.url).delete(`/api/account/sessions/${phone.sessionId}`).set(sessionHeaders(session)).expect(204);
    expect(await entries(session, 'session.ended')).toEqual([
      expect.objectContaining({ actor: self, target: { type: 'session', id: phone.sessionId, label: null }, changes: null }),
    ]);

    await signInAgain(session);
    await signInAgain(session);
    const laptop = await signInAgain(session);
    await request(api.url).post('/api/account/sessions/sign-out-everywhere').set(sessionHeaders(laptop)).expect(200);
    expect(await entries(laptop, 'session.signed_out_elsewhere')).toEqual([
      expect.objectContaining({ actor: self, target: self, changes: { other_sessions: { from: 3, to: 0 } } }),
    ]);

    const next = 'a brand new password, long enough';
    await request(api.url)
      .post('/api/account/password')
      .set(sessionHeaders(laptop))
      .send({ current_password: PASSWORD, new_password: next })
      .expect(204);
    const [changed] = await entries(laptop, 'password.changed');
    expect(changed).toMatchObject({ actor: self, target: self, changes: { password: { changed: true } } });
    expect(JSON.stringify(await entries(laptop, 'password.*'))).not.toContain(next);
    expect(JSON.stringify(changed)).not.toContain(PASSWORD);
  });

  it('organization.settings_updated: require_two_factor from and to; a PATCH that changes nothing records nothing', async () => {
    const session = await signup(api.url);
    await request(api.url).patch('/api/organization/settings').set(sessionHeaders(session)).send({ require_two_factor: true }).expect(200);
    await request(api.url).patch('/api/organization/settings').set(sessionHeaders(session)).send({ require_two_factor: true }).expect(200);
    expect(await entries(session, 'organization.settings_updated')).toEqual([
      expect.objectContaining({
        actor: { type: 'user', id: session.userId, label: session.email },
        target: { type: 'organization', id: session.organizationId, label: `Org ${session.email}` },
        changes: { require_two_factor: { from: false, to: true } },
      }),
    ]);
  });
});
