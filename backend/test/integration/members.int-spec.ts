import request from 'supertest';
import { addMember, bearer, createApiKey, PASSWORD, Role, Session, sessionHeaders, signup } from '../support/factories';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * docs/http.md, Members and roles: who belongs to an organization, with which role, and what
 * changing or removing a membership does to the person's sessions.
 */
describe('members and roles (docs/http.md, Members and roles)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const members = (as: Session) => request(api.url).get('/api/members').set('cookie', as.cookie);
  const setRole = (as: Session, userId: string, role: string) =>
    request(api.url).patch(`/api/members/${userId}`).set(sessionHeaders(as)).send({ role });
  const remove = (as: Session, userId: string) => request(api.url).delete(`/api/members/${userId}`).set(sessionHeaders(as));
  const me = (as: Session) => request(api.url).get('/api/auth/me').set('cookie', as.cookie);

  it('makes the person who signs up the owner of the new organization', async () => {
    const owner = await signup(api.url);
    const res = await me(owner).expect(200);
    expect(res.body.role).toBe('owner');
    expect(res.body.organizations).toEqual([{ id: owner.organizationId, name: `Org ${owner.email}`, role: 'owner' }]);
    const list = await members(owner).expect(200);
    expect(list.body).toEqual({
      data: [
        {
          user_id: owner.userId,
          email: owner.email,
          name: null,
          role: 'owner',
          joined_at: expect.stringMatching(/Z$/),
          last_seen_at: expect.stringMatching(/Z$/),
          two_factor_enabled: false,
          sso: false,
        },
      ],
    });
  });

  it('lists every member to every member, and only the caller’s organization’s', async () => {
    const owner = await signup(api.url);
    const viewer = await addMember(api.url, owner, 'viewer');
    const other = await signup(api.url);
    const list = await members(viewer).expect(200);
    expect(list.body.data.map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual(
      [
        [owner.email, 'owner'],
        [viewer.email, 'viewer'],
      ].sort(),
    );
    expect(list.body.data.find((m: { email: string }) => m.email === viewer.email).name).toBe('New Member');
    expect(JSON.stringify(list.body)).not.toContain(other.email);
  });

  it('changes a role, which holds on the member’s very next request', async () => {
    const owner = await signup(api.url);
    const dev = await addMember(api.url, owner, 'developer');
    await request(api.url).post('/api/projects').set(sessionHeaders(dev)).send({ name: 'by a developer' }).expect(201);
    const res = await setRole(owner, dev.userId, 'viewer').expect(200);
    expect(res.body).toEqual(expect.objectContaining({ user_id: dev.userId, email: dev.email, role: 'viewer' }));
    expectProblem(
      await request(api.url).post('/api/projects').set(sessionHeaders(dev)).send({ name: 'by a viewer' }),
      403,
      'insufficient_role',
      { required_role: 'developer' },
    );
    expect((await me(dev).expect(200)).body.role).toBe('viewer');
  });

  it('refuses a role that does not exist, naming the field', async () => {
    const owner = await signup(api.url);
    const dev = await addMember(api.url, owner, 'developer');
    for (const role of ['superuser', 'OWNER', '', 42, null])
      expectValidationProblem(await setRole(owner, dev.userId, role as string), 'role');
  });

  it('lets admins manage members below owner only', async () => {
    const owner = await signup(api.url);
    const admin = await addMember(api.url, owner, 'admin');
    const dev = await addMember(api.url, owner, 'developer');
    await setRole(admin, dev.userId, 'admin').expect(200);
    await setRole(admin, dev.userId, 'viewer').expect(200);
    expectProblem(await setRole(admin, dev.userId, 'owner'), 403, 'insufficient_role', { required_role: 'owner' });
    expectProblem(await setRole(admin, owner.userId, 'viewer'), 403, 'insufficient_role', { required_role: 'owner' });
    expectProblem(await remove(admin, owner.userId), 403, 'insufficient_role', { required_role: 'owner' });
    // An owner may make another owner, who may then demote the first.
    await setRole(owner, admin.userId, 'owner').expect(200);
    await setRole(admin, owner.userId, 'developer').expect(200);
  });

  it('refuses developers and viewers any change of membership with 403 insufficient_role', async () => {
    const owner = await signup(api.url);
    const dev = await addMember(api.url, owner, 'developer');
    const viewer = await addMember(api.url, owner, 'viewer');
    expectProblem(await setRole(dev, viewer.userId, 'developer'), 403, 'insufficient_role', { required_role: 'admin' });
    expectProblem(await remove(viewer, dev.userId), 403, 'insufficient_role', { required_role: 'admin' });
    expect((await members(owner).expect(200)).body.data).toHaveLength(3);
  });

  it('never lets the last owner go: 409 last_owner on demotion and removal', async () => {
    const owner = await signup(api.url);
    expectProblem(await setRole(owner, owner.userId, 'admin'), 409, 'last_owner');
    expectProblem(await remove(owner, owner.userId), 409, 'last_owner');
    const second = await addMember(api.url, owner, 'owner');
    await setRole(owner, owner.userId, 'admin').expect(200);
    expectProblem(await remove(second, second.userId), 409, 'last_owner');
    expect((await me(second).expect(200)).body.role).toBe('owner');
  });

  it('keeps an owner when two owners demote each other at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await signup(api.url);
      const b = await addMember(api.url, a, 'owner');
      const [first, second] = await Promise.all([setRole(a, b.userId, 'viewer'), setRole(b, a.userId, 'viewer')]);
      const statuses = [first.status, second.status].sort();
      // Either one demotion wins (and the demoted one's own request is then refused: no longer an admin,
      // or the last owner), never both.
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).not.toBe(200);
      const owners = (await members(first.status === 200 ? a : b).expect(200)).body.data.filter(
        (m: { role: string }) => m.role === 'owner',
      );
      expect(owners).toHaveLength(1);
    }
  });

  it('answers 404 for a person of another organization, and 400 for an id that is not a UUID', async () => {
    const owner = await signup(api.url);
    const stranger = await signup(api.url);
    expectProblem(await setRole(owner, stranger.userId, 'viewer'), 404, 'not_found');
    expectProblem(await remove(owner, stranger.userId), 404, 'not_found');
    expect((await me(stranger).expect(200)).body.role).toBe('owner');
    expectValidationProblem(await remove(owner, 'not-a-uuid'), 'userId');
  });

  it('ends every session of a removed member in that organization at once, on every instance', async () => {
    const b = await startTestApp({}, { worker: false, sharePrefixWith: api });
    try {
      const owner = await signup(api.url);
      const dev = await addMember(api.url, owner, 'developer');
      // A second session of the same person, used on the other instance.
      const other = await request(b.url).post('/api/auth/login').send({ email: dev.email, password: PASSWORD }).expect(200);
      const otherCookie = String(other.headers['set-cookie']?.[0]).split(';')[0];
      await request(b.url).get('/api/projects').set('cookie', otherCookie).expect(200);
      await request(b.url).get('/api/projects').set('cookie', dev.cookie).expect(200);

      await remove(owner, dev.userId).expect(204);
      for (const [url, cookie] of [
        [api.url, dev.cookie],
        [b.url, dev.cookie],
        [b.url, otherCookie],
      ]) {
        expectProblem(await request(url).get('/api/projects').set('cookie', cookie), 401, 'missing_credentials');
        expectProblem(await request(url).get('/api/auth/me').set('cookie', cookie), 401, 'unauthenticated');
      }
      const [{ count }] = await api.db.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [dev.userId]);
      expect(count).toBe(0);
      expect((await members(owner).expect(200)).body.data.map((m: { user_id: string }) => m.user_id)).toEqual([owner.userId]);
    } finally {
      await b.close();
    }
  });

  it('keeps the removed person’s sessions in their other organizations', async () => {
    const home = await signup(api.url);
    const owner = await signup(api.url);
    const { token } = await inviteToken(owner, home.email, 'developer');
    await request(api.url).post('/api/auth/accept-invitation').set(sessionHeaders(home)).send({ token }).expect(200);
    const again = await request(api.url).post('/api/auth/login').send({ email: home.email, password: PASSWORD }).expect(200);
    const cookie = String(again.headers['set-cookie']?.[0]).split(';')[0];
    // Sign-in opens the organization used last: the one just joined.
    expect(again.body.organization.id).toBe(owner.organizationId);
    await remove(owner, home.userId).expect(204);
    expectProblem(await request(api.url).get('/api/auth/me').set('cookie', cookie), 401, 'unauthenticated');
    // Signing in again opens the organization still held.
    const back = await request(api.url).post('/api/auth/login').send({ email: home.email, password: PASSWORD }).expect(200);
    expect(back.body.organization.id).toBe(home.organizationId);
    expect(back.body.organizations).toEqual([{ id: home.organizationId, name: `Org ${home.email}`, role: 'owner' }]);
  });

  it('does not let an API key change memberships (a session-only route)', async () => {
    const owner = await signup(api.url);
    const dev = await addMember(api.url, owner, 'developer');
    const key = await createApiKey(api.url, owner);
    expectProblem(await request(api.url).get('/api/members').set(bearer(key)), 401, 'unauthenticated');
    expectProblem(await request(api.url).delete(`/api/members/${dev.userId}`).set(bearer(key)), 401, 'unauthenticated');
  });

  describe('POST /api/auth/switch-organization', () => {
    const switchTo = (as: Session, organizationId: string, headers = sessionHeaders(as)) =>
      request(api.url).post('/api/auth/switch-organization').set(headers).send({ organization_id: organizationId });

    it('moves the session to another organization of the person, rotating its cookie and CSRF token', async () => {
      const person = await signup(api.url);
      const owner = await signup(api.url);
      const { token } = await inviteToken(owner, person.email, 'viewer');
      const joined = await request(api.url).post('/api/auth/accept-invitation').set(sessionHeaders(person)).send({ token }).expect(200);
      const inOwner = { ...person, cookie: String(joined.headers['set-cookie']?.[0]).split(';')[0], csrf: joined.body.csrf_token };
      expect(joined.body.organization.id).toBe(owner.organizationId);
      expect(joined.body.role).toBe('viewer');

      const res = await switchTo(inOwner, person.organizationId).expect(200);
      expect(res.body.organization.id).toBe(person.organizationId);
      expect(res.body.role).toBe('owner');
      expect(res.body.organizations.map((o: { id: string; role: string }) => [o.id, o.role]).sort()).toEqual(
        [
          [person.organizationId, 'owner'],
          [owner.organizationId, 'viewer'],
        ].sort(),
      );
      const cookie = String(res.headers['set-cookie']?.[0]).split(';')[0];
      expect(cookie).not.toBe(inOwner.cookie);
      expect(res.body.csrf_token).not.toBe(inOwner.csrf);
      expectProblem(await request(api.url).get('/api/auth/me').set('cookie', inOwner.cookie), 401, 'unauthenticated');
      // Accepting replaced the session it was accepted in.
      expectProblem(await request(api.url).get('/api/auth/me').set('cookie', person.cookie), 401, 'unauthenticated');
      const projects = await request(api.url).get('/api/projects').set('cookie', cookie).expect(200);
      const home = await api.db.query(`SELECT id FROM projects WHERE organization_id = $1`, [person.organizationId]);
      expect(projects.body.data.map((p: { id: string }) => p.id)).toEqual(home.map((p: { id: string }) => p.id));
    });

    it('answers 404 for an organization the person is not a member of, and keeps the session', async () => {
      const person = await signup(api.url);
      const stranger = await signup(api.url);
      expectProblem(await switchTo(person, stranger.organizationId), 404, 'not_found');
      expectValidationProblem(await switchTo(person, 'nope'), 'organization_id');
      expect((await me(person).expect(200)).body.organization.id).toBe(person.organizationId);
    });

    it('needs the CSRF token and a session', async () => {
      const person = await signup(api.url);
      expectProblem(await switchTo(person, person.organizationId, { cookie: person.cookie }), 403, 'csrf_failed');
      expectProblem(await switchTo(person, person.organizationId, {}), 401, 'unauthenticated');
    });
  });

  async function inviteToken(admin: Session, email: string, role: Role) {
    const res = await request(api.url).post('/api/invitations').set(sessionHeaders(admin)).send({ email, role }).expect(201);
    return { id: res.body.id as string, token: new URL(res.body.invite_url).searchParams.get('token')! };
  }
});
