import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { addMember, invite, PASSWORD, pollUntil, Session, sessionHeaders, sessionOf, signup } from '../support/factories';
import { AuditEntry, auditEntries } from '../support/audit-log';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * docs/http.md, Audit log and Members and roles: inviting, taking an invitation back, joining,
 * changing a role and removing a member are recorded in the organization, with who did it and from
 * where; sign-in's entries go to the organization the person signs in to (their last-used one).
 */
describe('audit log entries of members and invitations', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ TRUST_PROXY: '1' });
  });

  afterAll(() => api.close());

  function entries(session: Session, action: string): Promise<AuditEntry[]> {
    return auditEntries(api.url, session, action);
  }

  const userOf = (session: Session) => ({ type: 'user', id: session.userId, label: session.email });

  it('member.invited and invitation.revoked: the invitation and its e-mail, the role invited to, never the link', async () => {
    const owner = await signup(api.url);
    const email = `invited-${randomUUID()}@example.test`;
    const invitation = await invite(api.url, owner, email, 'developer');
    const [invited] = await entries(owner, 'member.invited');
    expect(invited).toMatchObject({
      actor: userOf(owner),
      target: { type: 'invitation', id: invitation.id, label: email },
      changes: { role: { from: null, to: 'developer' } },
    });

    await request(api.url)
      .delete(`/api/invitations/${invitation.id}`)
      .set(sessionHeaders(owner))
      .set('x-forwarded-for', '198.51.100.7')
      .set('user-agent', 'revoker/1')
      .expect(204);
    expect(await entries(owner, 'invitation.revoked')).toEqual([
      expect.objectContaining({
        actor: userOf(owner),
        target: { type: 'invitation', id: invitation.id, label: email },
        ip: '198.51.100.7',
        user_agent: 'revoker/1',
      }),
    ]);
    expect(JSON.stringify(await entries(owner, 'member.*'))).not.toContain(invitation.token);
    expect(JSON.stringify(await entries(owner, 'invitation.*'))).not.toContain(invitation.token);
  });

  it('member.joined: the person who accepted is the actor, with the role joined as, then their sign-in there', async () => {
    const owner = await signup(api.url);
    const email = `joiner-${randomUUID()}@example.test`;
    const { token } = await invite(api.url, owner, email, 'viewer');
    const res = await request(api.url)
      .post('/api/auth/accept-invitation')
      .set('x-forwarded-for', '198.51.100.8')
      .send({ token, name: 'Joiner', password: PASSWORD })
      .expect(200);
    const joiner = sessionOf(res, email);
    expect(await entries(owner, 'member.joined')).toEqual([
      expect.objectContaining({
        actor: userOf(joiner),
        target: userOf(joiner),
        changes: { role: { from: null, to: 'viewer' } },
        ip: '198.51.100.8',
      }),
    ]);
    expect((await entries(owner, 'session.signed_in')).filter((entry) => entry.actor.id === joiner.userId)).toHaveLength(1);
    // Another organization's log has none of it.
    const other = await signup(api.url);
    expect(await entries(other, 'member.*')).toEqual([]);
  });

  it('member.role_changed (role from and to) and member.removed, by the admin who did it; no entry when the role stays', async () => {
    const owner = await signup(api.url);
    const member = await addMember(api.url, owner, 'viewer');
    const admin = await addMember(api.url, owner, 'admin');
    await request(api.url).patch(`/api/members/${member.userId}`).set(sessionHeaders(admin)).send({ role: 'developer' }).expect(200);
    await request(api.url).patch(`/api/members/${member.userId}`).set(sessionHeaders(admin)).send({ role: 'developer' }).expect(200);
    expect(await entries(owner, 'member.role_changed')).toEqual([
      expect.objectContaining({
        actor: userOf(admin),
        target: userOf(member),
        changes: { role: { from: 'viewer', to: 'developer' } },
      }),
    ]);

    await request(api.url).delete(`/api/members/${member.userId}`).set(sessionHeaders(admin)).expect(204);
    expect(await entries(owner, 'member.removed')).toEqual([
      expect.objectContaining({ actor: userOf(admin), target: userOf(member), changes: { role: { from: 'developer', to: null } } }),
    ]);
    // A refused change records nothing: an admin may not remove the owner.
    await request(api.url).delete(`/api/members/${owner.userId}`).set(sessionHeaders(admin)).expect(403);
    expect(await entries(owner, 'member.removed')).toHaveLength(1);
  });

  it('sign-in records in the organization used last: signed_in and a wrong password there, none in the other', async () => {
    // The one used last is neither the first by name nor the first joined.
    const first = await signup(api.url, `aa-${randomUUID()}@example.test`);
    const second = await signup(api.url, `zz-${randomUUID()}@example.test`);
    const person = await addMember(api.url, first, 'admin');
    await request(api.url)
      .post('/api/auth/accept-invitation')
      .set('cookie', person.cookie)
      .send({ token: (await invite(api.url, second, person.email, 'admin')).token })
      .expect(200);
    // Joining the second organization signed them in there: it is the last used.
    const login = await request(api.url).post('/api/auth/login').send({ email: person.email, password: PASSWORD }).expect(200);
    expect(login.body.organization.id).toBe(second.organizationId);
    await request(api.url).post('/api/auth/login').send({ email: person.email, password: 'wrong password!' }).expect(401);

    const failed = await pollUntil(
      () => entries(second, 'session.sign_in_failed'),
      (found) => found.length > 0,
    );
    expect(failed).toEqual([expect.objectContaining({ actor: { type: 'user', id: person.userId, label: person.email } })]);
    const signedIn = (await entries(second, 'session.signed_in')).filter((entry) => entry.actor.id === person.userId);
    expect(signedIn).toHaveLength(2); // accepting, then the sign-in
    expect(await entries(first, 'session.sign_in_failed')).toEqual([]);
  });

  it('switching organization records session.signed_in in the organization switched to', async () => {
    const first = await signup(api.url);
    const second = await signup(api.url);
    const person = await addMember(api.url, first, 'admin');
    const joined = await request(api.url)
      .post('/api/auth/accept-invitation')
      .set('cookie', person.cookie)
      .send({ token: (await invite(api.url, second, person.email, 'admin')).token })
      .expect(200);
    const inSecond = sessionOf(joined, person.email);
    const before = (await entries(first, 'session.signed_in')).filter((entry) => entry.actor.id === person.userId).length;
    await request(api.url)
      .post('/api/auth/switch-organization')
      .set(sessionHeaders(inSecond))
      .set('x-forwarded-for', '198.51.100.9')
      .send({ organization_id: first.organizationId })
      .expect(200);
    const after = (await entries(first, 'session.signed_in')).filter((entry) => entry.actor.id === person.userId);
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ ip: '198.51.100.9', target: userOf(person) });
  });
});
