import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { TwoFactorClock } from '../../src/modules/auth/two-factor-clock';
import { addMember, invite, PASSWORD, Session, sessionHeaders, sessionOf, signup } from '../support/factories';
import { expectProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

const STEP_MS = 30_000;

/** The code an authenticator app shows at `timestamp`, computed by otpauth itself. */
function appCode(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * A person's second factor and sessions across the organizations they belong to (docs/http.md,
 * Members and roles; Two-factor and sessions): one secret for every organization, a session
 * restricted where the organization requires two-factor and the person has none, and the account's
 * sign-outs reaching every organization.
 */
describe('members and two-factor', () => {
  let api: TestApp;
  /** The time the app's two-factor checks see, moved on a few steps before each code. */
  let now: number;

  beforeAll(async () => {
    api = await startTestApp();
    now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    jest.spyOn(api.app.get(TwoFactorClock), 'now').mockImplementation(() => now);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  /** A code of a step no earlier code took. */
  function nextCode(secret: string): string {
    now += 5 * STEP_MS;
    return appCode(secret, now);
  }

  async function withTwoFactor(session: Session): Promise<string> {
    const { secret } = (await request(api.url).post('/api/account/two-factor/setup').set(sessionHeaders(session)).expect(200)).body;
    await request(api.url)
      .post('/api/account/two-factor/enable')
      .set(sessionHeaders(session))
      .send({ code: nextCode(secret) })
      .expect(200);
    return secret;
  }

  const login = (email: string, extra: object = {}) =>
    request(api.url)
      .post('/api/auth/login')
      .send({ email, password: PASSWORD, ...extra });
  const accept = (body: object, headers: Record<string, string> = {}) =>
    request(api.url).post('/api/auth/accept-invitation').set(headers).send(body);
  const requireTwoFactor = (owner: Session) =>
    request(api.url).patch('/api/organization/settings').set(sessionHeaders(owner)).send({ require_two_factor: true }).expect(200);

  it('asks the same second factor in every organization of the person, and the members list shows it', async () => {
    const person = await signup(api.url);
    const secret = await withTwoFactor(person);
    const other = await signup(api.url);
    const { token } = await invite(api.url, other, person.email, 'developer');
    await accept({ token }, sessionHeaders(person)).expect(200);

    expectProblem(await login(person.email), 401, 'two_factor_required');
    const signedIn = await login(person.email, { code: nextCode(secret) }).expect(200);
    // The organization used last: the one just joined.
    expect(signedIn.body.organization.id).toBe(other.organizationId);
    expect(signedIn.body.user.two_factor_enabled).toBe(true);
    const members = await request(api.url).get('/api/members').set('cookie', other.cookie).expect(200);
    expect(members.body.data.find((m: { user_id: string }) => m.user_id === person.userId).two_factor_enabled).toBe(true);
    // Its status reads the same from the session in the other organization.
    const status = await request(api.url)
      .get('/api/account/two-factor')
      .set('cookie', sessionOf(signedIn, person.email).cookie)
      .expect(200);
    expect(status.body.enabled).toBe(true);
  });

  it('asks for the code when an invitation is accepted with the account’s password', async () => {
    const person = await signup(api.url);
    const secret = await withTwoFactor(person);
    const other = await signup(api.url);
    const { token } = await invite(api.url, other, person.email, 'viewer');
    expectProblem(await accept({ token, password: PASSWORD }), 401, 'two_factor_required');
    const wrong = appCode(secret, now - 60 * STEP_MS);
    expectProblem(await accept({ token, password: PASSWORD, code: wrong }), 401, 'two_factor_invalid');
    const joined = await accept({ token, password: PASSWORD, code: nextCode(secret) }).expect(200);
    expect(joined.body.organization.id).toBe(other.organizationId);
    expect(joined.body.two_factor_setup_required).toBe(false);
  });

  it('restricts a session opened in an organization that requires two-factor, by invitation or by switching, and only there', async () => {
    const owner = await signup(api.url);
    await withTwoFactor(owner);
    await requireTwoFactor(owner);

    // A new person joins: restricted until they set two-factor up.
    const email = `restricted-${randomUUID()}@example.test`;
    const { token } = await invite(api.url, owner, email, 'developer');
    const joined = await accept({ token, name: 'New', password: PASSWORD }).expect(200);
    expect(joined.body.two_factor_setup_required).toBe(true);
    const newcomer = sessionOf(joined, email);
    expectProblem(await request(api.url).get('/api/projects').set('cookie', newcomer.cookie), 403, 'two_factor_setup_required');

    // A person without two-factor, at home in an organization that does not require it.
    const person = await signup(api.url);
    const { token: second } = await invite(api.url, owner, person.email, 'viewer');
    const inStrict = sessionOf(await accept({ token: second }, sessionHeaders(person)).expect(200), person.email);
    expectProblem(await request(api.url).get('/api/projects').set('cookie', inStrict.cookie), 403, 'two_factor_setup_required');
    // Switching back home is open to the restricted session, and home is not restricted.
    const home = await request(api.url)
      .post('/api/auth/switch-organization')
      .set(sessionHeaders(inStrict))
      .send({ organization_id: person.organizationId })
      .expect(200);
    expect(home.body.two_factor_setup_required).toBe(false);
    await request(api.url).get('/api/projects').set('cookie', sessionOf(home, person.email).cookie).expect(200);
    // And into the strict organization again: restricted there.
    const again = await request(api.url)
      .post('/api/auth/switch-organization')
      .set(sessionHeaders(sessionOf(home, person.email)))
      .send({ organization_id: owner.organizationId })
      .expect(200);
    expect(again.body.two_factor_setup_required).toBe(true);
  });

  it('ends the person’s sessions in every organization on “sign out everywhere” and on a password change', async () => {
    const owner = await signup(api.url);
    const person = await addMember(api.url, owner, 'developer');
    // A second session, in the person's other organization.
    const elsewhere = await signup(api.url);
    const { token } = await invite(api.url, elsewhere, person.email, 'viewer');
    const second = await login(person.email).expect(200);
    const secondSession = sessionOf(second, person.email);
    const inElsewhere = sessionOf(await accept({ token }, sessionHeaders(secondSession)).expect(200), person.email);
    await request(api.url).get('/api/projects').set('cookie', inElsewhere.cookie).expect(200);

    const listed = await request(api.url).get('/api/account/sessions').set('cookie', person.cookie).expect(200);
    expect(listed.body.data.map((s: { current: boolean }) => s.current).sort()).toEqual([false, true]);

    await request(api.url).post('/api/account/sessions/sign-out-everywhere').set(sessionHeaders(person)).expect(200);
    expectProblem(await request(api.url).get('/api/auth/me').set('cookie', inElsewhere.cookie), 401, 'unauthenticated');
    await request(api.url).get('/api/auth/me').set('cookie', person.cookie).expect(200);

    // A password change does the same.
    const third = sessionOf(
      await request(api.url)
        .post('/api/auth/switch-organization')
        .set(sessionHeaders(sessionOf(await login(person.email).expect(200), person.email)))
        .send({ organization_id: elsewhere.organizationId })
        .expect(200),
      person.email,
    );
    await request(api.url)
      .post('/api/account/password')
      .set(sessionHeaders(person))
      .send({ current_password: PASSWORD, new_password: 'another long password' })
      .expect(204);
    expectProblem(await request(api.url).get('/api/auth/me').set('cookie', third.cookie), 401, 'unauthenticated');
  });
});
