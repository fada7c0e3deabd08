import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { addMember, invite, PASSWORD, Session, sessionHeaders, sessionOf, signup } from '../support/factories';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

const newEmail = () => `invited-${randomUUID()}@example.test`;
const HOUR_MS = 3_600_000;

/** docs/http.md, Invitations: invite by e-mail, accept once before the link expires. */
describe('invitations (docs/http.md, Invitations)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const accept = (body: object, headers: Record<string, string> = {}) =>
    request(api.url).post('/api/auth/accept-invitation').set(headers).send(body);
  const newPerson = (token: string) => accept({ token, name: 'Grace Hopper', password: PASSWORD });
  const pending = async (admin: Session) =>
    (await request(api.url).get('/api/invitations').set('cookie', admin.cookie).expect(200)).body.data as {
      id: string;
      email: string;
    }[];

  it('answers the link once, keeps only its token’s hash, and lists the invitation without it', async () => {
    const owner = await signup(api.url);
    const email = newEmail();
    const before = Date.now();
    const res = await request(api.url).post('/api/invitations').set(sessionHeaders(owner)).send({ email, role: 'developer' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      role: 'developer',
      invited_by_email: owner.email,
      created_at: expect.stringMatching(/Z$/),
      expires_at: expect.stringMatching(/Z$/),
      invite_url: expect.stringMatching(/^http:\/\/localhost:\d+\/invitations\/accept\?token=[A-Za-z0-9_-]{43}$/),
      email_sent: false,
    });
    expect(res.body.invite_url.startsWith(`${api.config.publicBaseUrl}/invitations/accept?token=`)).toBe(true);
    // Seven days by default.
    const expiresAt = Date.parse(res.body.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 168 * HOUR_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 168 * HOUR_MS + 1000);

    const token = new URL(res.body.invite_url).searchParams.get('token')!;
    const [row] = await api.db.query(`SELECT * FROM invitations WHERE id = $1`, [res.body.id]);
    expect(Buffer.from(row.token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await request(api.url).get('/api/invitations').set('cookie', owner.cookie).expect(200);
    const { invite_url: _url, email_sent: _sent, ...listed } = res.body;
    expect(list.body).toEqual({ data: [listed] });
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('lasts INVITATION_TTL_HOURS when set', async () => {
    const short = await startTestApp({ INVITATION_TTL_HOURS: '2' }, { worker: false });
    try {
      const owner = await signup(short.url);
      const res = await request(short.url)
        .post('/api/invitations')
        .set(sessionHeaders(owner))
        .send({ email: newEmail(), role: 'viewer' })
        .expect(201);
      expect(Math.abs(Date.parse(res.body.expires_at) - (Date.now() + 2 * HOUR_MS))).toBeLessThan(60_000);
    } finally {
      await short.close();
    }
  });

  it('signs a new person in as a member with the invited role, once', async () => {
    const owner = await signup(api.url);
    const email = newEmail();
    const { token } = await invite(api.url, owner, email, 'developer');
    const res = await newPerson(token).expect(200);
    expect(res.body).toEqual({
      user: { id: expect.any(String), email, name: 'Grace Hopper', two_factor_enabled: false },
      organization: { id: owner.organizationId, name: `Org ${owner.email}` },
      role: 'developer',
      organizations: [{ id: owner.organizationId, name: `Org ${owner.email}`, role: 'developer' }],
      csrf_token: expect.any(String),
      two_factor_setup_required: false,
    });
    const member = sessionOf(res, email);
    await request(api.url).post('/api/projects').set(sessionHeaders(member)).send({ name: 'made by the new member' }).expect(201);
    expect(await pending(owner)).toEqual([]);
    // The new person signs in with the password they chose.
    await request(api.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);

    expectProblem(await newPerson(token), 410, 'invitation_used');
    const [{ count }] = await api.db.query(`SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)`, [email]);
    expect(count).toBe(1);
  });

  it('accepts a token once when several accept it at the same time', async () => {
    const owner = await signup(api.url);
    const { token } = await invite(api.url, owner, newEmail(), 'viewer');
    const answers = await Promise.all(Array.from({ length: 5 }, () => newPerson(token)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) expectProblem(res, 410, 'invitation_used');
    const list = await request(api.url).get('/api/members').set('cookie', owner.cookie).expect(200);
    expect(list.body.data).toHaveLength(2);
  });

  it('asks a new person for a name and a password of at least 12 characters, and keeps the invitation meanwhile', async () => {
    const owner = await signup(api.url);
    const { token } = await invite(api.url, owner, newEmail(), 'viewer');
    expectValidationProblem(await accept({ token, name: 'Grace' }), 'password');
    expectValidationProblem(await accept({ token, password: PASSWORD }), 'name');
    expectValidationProblem(await accept({ token, name: 'Grace', password: 'too-short' }), 'password');
    expectValidationProblem(await accept({ token, name: 'Grace', password: PASSWORD, admin: true }), 'admin');
    expectValidationProblem(await accept({ name: 'Grace', password: PASSWORD }), 'token');
    await newPerson(token).expect(200);
  });

  it('answers 410 invitation_expired past its expiry, and creates nothing', async () => {
    const owner = await signup(api.url);
    const email = newEmail();
    const { id, token } = await invite(api.url, owner, email, 'viewer');
    await api.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expectProblem(await newPerson(token), 410, 'invitation_expired');
    const [{ count }] = await api.db.query(`SELECT count(*)::int AS count FROM users WHERE lower(email) = lower($1)`, [email]);
    expect(count).toBe(0);
    // An expired invitation stays listed (so it can be seen and deleted or sent again).
    expect((await pending(owner)).map((i) => i.id)).toEqual([id]);
  });

  it('answers 404 invitation_not_found for an unknown, revoked or replaced token', async () => {
    const owner = await signup(api.url);
    expectProblem(await newPerson('A'.repeat(43)), 404, 'invitation_not_found');
    expectProblem(await newPerson('x'), 404, 'invitation_not_found');

    const email = newEmail();
    const revoked = await invite(api.url, owner, email, 'viewer');
    await request(api.url).delete(`/api/invitations/${revoked.id}`).set(sessionHeaders(owner)).expect(204);
    expectProblem(await newPerson(revoked.token), 404, 'invitation_not_found');
    expectProblem(await request(api.url).delete(`/api/invitations/${revoked.id}`).set(sessionHeaders(owner)), 404, 'not_found');

    // Inviting the same e-mail again replaces the pending invitation (a fresh link).
    const first = await invite(api.url, owner, email, 'viewer');
    const second = await invite(api.url, owner, email.toUpperCase(), 'developer');
    expect((await pending(owner)).map((i) => i.id)).toEqual([second.id]);
    expectProblem(await newPerson(first.token), 404, 'invitation_not_found');
    const joined = await newPerson(second.token).expect(200);
    expect(joined.body.role).toBe('developer');
  });

  it('hides another organization’s invitations (404) and refuses inviting a member (409 already_member)', async () => {
    const owner = await signup(api.url);
    const stranger = await signup(api.url);
    const theirs = await invite(api.url, stranger, newEmail(), 'viewer');
    expectProblem(await request(api.url).delete(`/api/invitations/${theirs.id}`).set(sessionHeaders(owner)), 404, 'not_found');
    expect((await pending(stranger)).map((i) => i.id)).toEqual([theirs.id]);
    expect(await pending(owner)).toEqual([]);

    const dev = await addMember(api.url, owner, 'developer');
    for (const email of [dev.email, owner.email.toUpperCase()]) {
      expectProblem(
        await request(api.url).post('/api/invitations').set(sessionHeaders(owner)).send({ email, role: 'viewer' }),
        409,
        'already_member',
      );
    }
  });

  it('lets only owners invite owners', async () => {
    const owner = await signup(api.url);
    const admin = await addMember(api.url, owner, 'admin');
    const res = await request(api.url).post('/api/invitations').set(sessionHeaders(admin)).send({ email: newEmail(), role: 'owner' });
    expectProblem(res, 403, 'insufficient_role', { required_role: 'owner' });
    await request(api.url).post('/api/invitations').set(sessionHeaders(admin)).send({ email: newEmail(), role: 'admin' }).expect(201);
    const ownerInvite = await invite(api.url, owner, newEmail(), 'owner');
    // Only an owner takes back an invitation to become one.
    expectProblem(
      await request(api.url).delete(`/api/invitations/${ownerInvite.id}`).set(sessionHeaders(admin)),
      403,
      'insufficient_role',
      {
        required_role: 'owner',
      },
    );
    expect((await newPerson(ownerInvite.token).expect(200)).body.role).toBe('owner');
  });

  it.each([
    [{ email: 'not-an-email', role: 'viewer' }, 'email'],
    [{ email: 'a@example.test', role: 'root' }, 'role'],
    [{ email: 'a@example.test' }, 'role'],
    [{ role: 'viewer' }, 'email'],
    [{ email: 'a@example.test', role: 'viewer', token: 'mine' }, 'token'],
  ])('refuses the invitation %j naming %s', async (body, field) => {
    const owner = await signup(api.url);
    expectValidationProblem(await request(api.url).post('/api/invitations').set(sessionHeaders(owner)).send(body), field);
  });

  describe('a person who already has an account', () => {
    it('is asked to sign in first (403 sign_in_required), also when signed in as someone else', async () => {
      const owner = await signup(api.url);
      const existing = await signup(api.url);
      const someoneElse = await signup(api.url);
      const { token } = await invite(api.url, owner, existing.email, 'viewer');
      const refused = expectProblem(await accept({ token }), 403, 'sign_in_required');
      expect(refused.detail).toContain(existing.email);
      expectProblem(await accept({ token }, sessionHeaders(someoneElse)), 403, 'sign_in_required');
      // A new password does not make a second account with that e-mail.
      expectProblem(await accept({ token, name: 'Impostor', password: 'another password!' }), 401, 'invalid_credentials');
      const members = await request(api.url).get('/api/members').set('cookie', owner.cookie).expect(200);
      expect(members.body.data).toHaveLength(1);
    });

    it('joins when signed in as that e-mail, and the session moves to the organization joined', async () => {
      const owner = await signup(api.url);
      const existing = await signup(api.url);
      const { token } = await invite(api.url, owner, existing.email.toUpperCase(), 'admin');
      const res = await accept({ token }, sessionHeaders(existing)).expect(200);
      expect(res.body.user.id).toBe(existing.userId);
      expect(res.body.organization.id).toBe(owner.organizationId);
      expect(res.body.role).toBe('admin');
      expect(res.body.organizations).toHaveLength(2);
      const joined = sessionOf(res, existing.email);
      await request(api.url).get('/api/invitations').set('cookie', joined.cookie).expect(200);
      // Still the owner at home, with the same password.
      const home = await request(api.url).post('/api/auth/switch-organization').set(sessionHeaders(joined)).send({
        organization_id: existing.organizationId,
      });
      expect(home.body.role).toBe('owner');
    });

    it('joins with that account’s password instead of a session (checked as a sign-in is)', async () => {
      const owner = await signup(api.url);
      const existing = await signup(api.url);
      const { token } = await invite(api.url, owner, existing.email, 'developer');
      const res = await accept({ token, password: PASSWORD }).expect(200);
      expect(res.body.user.id).toBe(existing.userId);
      expect(res.body.role).toBe('developer');
      expectProblem(await accept({ token, password: PASSWORD }), 410, 'invitation_used');
    });

    it('matches the e-mail in any case (property)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), async (upper) => {
          const owner = await signup(api.url);
          const existing = await signup(api.url);
          const cased = [...existing.email].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c.toLowerCase())).join('');
          const { token } = await invite(api.url, owner, cased, 'viewer');
          expect((await accept({ token }, sessionHeaders(existing)).expect(200)).body.user.id).toBe(existing.userId);
          expectProblem(
            await request(api.url).post('/api/invitations').set(sessionHeaders(owner)).send({ email: cased, role: 'viewer' }),
            409,
            'already_member',
          );
        }),
        { numRuns: 5 },
      );
    });
  });
});
