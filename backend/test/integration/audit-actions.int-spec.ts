import request from 'supertest';
import { SqlExecutor } from '../../src/core/database/sql';
import {
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  PASSWORD,
  pollUntil,
  Session,
  sessionHeaders,
  signup,
} from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { AuditEntry, auditEntries } from '../support/audit-log';
import { startTestApp, TestApp } from '../support/test-app';

const AGENT = 'audit-test/1.0 (integration)';

/**
 * docs/http.md, Audit log: every change of the management routes and every sign-in leaves one
 * entry with the right actor (the person of a session, the API key of a bearer request), target,
 * changes and origin. Deliveries and the system's own changes: audit-delivery-actions.int-spec.ts;
 * a person's account and the security settings: audit-account-actions.int-spec.ts.
 */
describe('audit log entries of every action', () => {
  let api: TestApp;
  let receiver: Receiver;
  let gone: Receiver;
  let session: Session;
  let key: string;
  let keyId: string;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms', STATS_FLUSH_MS: '100' });
    receiver = await startReceiver(() => ({ status: 500 }));
    gone = await startReceiver(() => ({ status: 410 }));
    session = await signup(api.url);
    key = await createApiKey(api.url, session);
    const keys = await request(api.url).get('/api/api-keys').set('cookie', session.cookie).expect(200);
    keyId = keys.body.data[0].id;
  });

  afterAll(async () => {
    await receiver.close();
    await gone.close();
    await api.close();
  });

  /** The entries of `action`, newest first, as the organization's session reads them. */
  function entries(action: string, of: Session = session): Promise<AuditEntry[]> {
    return auditEntries(api.url, of, action);
  }

  async function latest(action: string, of: Session = session): Promise<AuditEntry> {
    const [entry] = await entries(action, of);
    if (!entry) throw new Error(`no ${action} entry`);
    return entry;
  }

  const asKey = () => ({ type: 'api_key', id: keyId, label: 'test key' });
  const fromTest = { ip: expect.stringMatching(/127\.0\.0\.1$/), user_agent: AGENT };

  it('organization.created and session.signed_in name the person, with their address and user agent', async () => {
    expect(await latest('organization.created')).toMatchObject({
      actor: { type: 'user', id: session.userId, label: session.email },
      target: { type: 'organization', id: session.organizationId, label: `Org ${session.email}` },
      ip: expect.stringMatching(/127\.0\.0\.1$/),
    });
    await request(api.url).post('/api/auth/login').set('user-agent', AGENT).send({ email: session.email, password: PASSWORD }).expect(200);
    expect(await latest('session.signed_in')).toMatchObject({
      actor: { type: 'user', id: session.userId, label: session.email },
      target: { type: 'user', id: session.userId, label: session.email },
      changes: null,
      ...fromTest,
    });
  });

  it('session.sign_in_failed names the e-mail tried and the account, never the password; an unknown e-mail is recorded nowhere', async () => {
    const tried = session.email.toUpperCase();
    const wrong = 'not the password at all, 12345';
    await request(api.url).post('/api/auth/login').set('user-agent', AGENT).send({ email: tried, password: wrong }).expect(401);
    // Written after the answer (see the next test): read once it is there.
    const [failed] = await pollUntil(
      () => entries('session.sign_in_failed'),
      (found) => found.length > 0,
    );
    expect(failed).toMatchObject({
      actor: { type: 'user', id: session.userId, label: tried },
      target: { type: 'user', id: session.userId, label: session.email },
      changes: null,
      ...fromTest,
    });
    expect(JSON.stringify(failed)).not.toContain(wrong);

    const stranger = `nobody-${Date.now()}@example.test`;
    await request(api.url).post('/api/auth/login').send({ email: stranger, password: wrong }).expect(401);
    const { rows } = await api.app
      .get(SqlExecutor)
      .query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE actor_label = $1 OR target_label = $1`, [stranger]);
    expect(rows[0].n).toBe(0);
  });

  it('answers a failed sign-in without waiting for its entry, as fast as one for an unknown e-mail', async () => {
    // Inserts into the audit log wait while this transaction holds the table.
    const sql = api.app.get(SqlExecutor);
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = sql.transaction(async (tx) => {
      await tx.query(`LOCK TABLE audit_log IN EXCLUSIVE MODE`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const before = (await entries('session.sign_in_failed')).length;
    try {
      const res = await request(api.url)
        .post('/api/auth/login')
        .send({ email: session.email, password: 'wrong while the log is locked' })
        .timeout(3000)
        .catch((error: Error) => error);
      expect(res instanceof Error ? res.message : res.status).toBe(401);
    } finally {
      release();
      await holding;
    }
    // The entry is written once the table is free.
    const after = await pollUntil(
      () => entries('session.sign_in_failed'),
      (found) => found.length > before,
    );
    expect(after).toHaveLength(before + 1);
  });

  it('api_key.created and api_key.revoked record the key by id and name, never the key', async () => {
    const created = await request(api.url)
      .post('/api/api-keys')
      .set(sessionHeaders(session))
      .set('user-agent', AGENT)
      .send({ name: 'ci deploys', scopes: ['events:read'] })
      .expect(201);
    const entry = await latest('api_key.created');
    expect(entry).toMatchObject({
      actor: { type: 'user', id: session.userId, label: session.email },
      target: { type: 'api_key', id: created.body.id, label: 'ci deploys' },
      changes: { name: { from: null, to: 'ci deploys' }, scopes: { from: null, to: ['events:read'] } },
      ...fromTest,
    });
    expect(JSON.stringify(entry)).not.toContain(created.body.key);
    await request(api.url).post(`/api/api-keys/${created.body.id}/revoke`).set(sessionHeaders(session)).expect(200);
    expect(await latest('api_key.revoked')).toMatchObject({
      target: { type: 'api_key', id: created.body.id, label: 'ci deploys' },
      changes: { status: { from: 'active', to: 'revoked' } },
    });
  });

  it('project.created, renamed and deleted, by an API key: the key is the actor', async () => {
    const created = await request(api.url)
      .post('/api/projects')
      .set(bearer(key))
      .set('user-agent', AGENT)
      .send({ name: 'Audit A' })
      .expect(201);
    expect(await latest('project.created')).toMatchObject({
      actor: asKey(),
      target: { type: 'project', id: created.body.id, label: 'Audit A' },
      ...fromTest,
    });
    await request(api.url).patch(`/api/projects/${created.body.id}`).set(bearer(key)).send({ name: 'Audit B' }).expect(200);
    expect(await latest('project.renamed')).toMatchObject({
      actor: asKey(),
      target: { type: 'project', id: created.body.id, label: 'Audit B' },
      changes: { name: { from: 'Audit A', to: 'Audit B' } },
    });
    await request(api.url).delete(`/api/projects/${created.body.id}`).set(bearer(key)).expect(204);
    expect(await latest('project.deleted')).toMatchObject({ target: { type: 'project', id: created.body.id, label: 'Audit B' } });
    // A refused change is no change: nothing recorded.
    const before = (await entries('project.renamed')).length;
    const taken = await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Taken' }).expect(201);
    await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Other' }).expect(201);
    await request(api.url).patch(`/api/projects/${taken.body.id}`).set(bearer(key)).send({ name: 'other' }).expect(409);
    expect(await entries('project.renamed')).toHaveLength(before);
  });

  it('endpoint.created, updated and token_rotated: the fields changed, never the token', async () => {
    const endpoint = await createEndpoint(api.url, key, 'Audit endpoint');
    expect(await latest('endpoint.created')).toMatchObject({
      actor: asKey(),
      target: { type: 'endpoint', id: endpoint.id, label: 'Audit endpoint' },
      changes: {
        name: { from: null, to: 'Audit endpoint' },
        project_id: { from: null, to: endpoint.projectId },
        enabled: { from: null, to: true },
      },
    });
    await request(api.url)
      .patch(`/api/endpoints/${endpoint.id}`)
      .set(sessionHeaders(session))
      .send({ name: 'Renamed', enabled: false, rate_limit_per_second: 7 })
      .expect(200);
    expect(await latest('endpoint.updated')).toMatchObject({
      actor: { type: 'user', id: session.userId, label: session.email },
      target: { type: 'endpoint', id: endpoint.id, label: 'Renamed' },
      changes: {
        name: { from: 'Audit endpoint', to: 'Renamed' },
        enabled: { from: true, to: false },
        rate_limit_per_second: { from: null, to: 7 },
      },
    });
    const rotated = await request(api.url).post(`/api/endpoints/${endpoint.id}/rotate-token`).set(bearer(key)).expect(200);
    const entry = await latest('endpoint.token_rotated');
    expect(entry).toMatchObject({ target: { type: 'endpoint', id: endpoint.id }, changes: { token: { changed: true } } });
    expect(JSON.stringify(entry)).not.toContain(rotated.body.token);
    expect(JSON.stringify(await entries('endpoint.*'))).not.toContain(endpoint.token);
  });

  it('destination.created, updated, secret_rotated and deleted: custom header values and secrets only as changed', async () => {
    const endpoint = await createEndpoint(api.url, key, 'Audit destinations');
    const destination = await createDestination(api.url, key, endpoint.id, receiver.url, {
      name: 'Audit destination',
      headers: { 'X-Api-Key': 'header-secret-value-1' },
    });
    const created = await latest('destination.created');
    expect(created).toMatchObject({
      actor: asKey(),
      target: { type: 'destination', id: destination.id, label: 'Audit destination' },
      changes: expect.objectContaining({ url: { from: null, to: receiver.url }, headers: { changed: true } }),
    });
    await request(api.url)
      .patch(`/api/destinations/${destination.id}`)
      .set(bearer(key))
      .send({
        active: false,
        timeout_ms: 5000,
        headers: { 'X-Api-Key': 'header-secret-value-2' },
        transformation: { code: 'function handler(r) { return r; }' },
      })
      .expect(200);
    const updated = await latest('destination.updated');
    expect(updated).toMatchObject({
      target: { type: 'destination', id: destination.id, label: 'Audit destination' },
      changes: {
        active: { from: true, to: false },
        disabled_reason: { from: null, to: 'manual' },
        timeout_ms: { from: 15000, to: 5000 },
        headers: { changed: true },
        transformation: { changed: true },
      },
    });
    const rotated = await request(api.url).post(`/api/destinations/${destination.id}/rotate-secret`).set(bearer(key)).send({}).expect(200);
    expect(await latest('destination.secret_rotated')).toMatchObject({
      target: { type: 'destination', id: destination.id },
      changes: { signing_secret: { changed: true } },
    });
    await request(api.url).delete(`/api/destinations/${destination.id}`).set(bearer(key)).expect(204);
    expect(await latest('destination.deleted')).toMatchObject({
      target: { type: 'destination', id: destination.id, label: 'Audit destination' },
    });

    const written = JSON.stringify(await entries('destination.*'));
    for (const secret of [
      'header-secret-value-1',
      'header-secret-value-2',
      destination.secret,
      rotated.body.signing_secret,
      'function handler',
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('verification changes: type and settings as they change, secrets only as changed', async () => {
    const endpoint = await createEndpoint(api.url, key, 'Audit verification');
    const base = `/api/endpoints/${endpoint.id}/verification`;
    await request(api.url)
      .put(base)
      .set(bearer(key))
      .send({ type: 'github', secrets: ['gh-secret-one-value'] })
      .expect(200);
    expect(await latest('verification.updated')).toMatchObject({
      actor: asKey(),
      target: { type: 'endpoint', id: endpoint.id, label: 'Audit verification' },
      changes: { type: { from: null, to: 'github' }, secrets: { changed: true } },
    });
    const added = await request(api.url).post(`${base}/secrets`).set(bearer(key)).send({ secret: 'gh-secret-two-value' }).expect(200);
    expect(await latest('verification.secret_added')).toMatchObject({
      target: { id: endpoint.id },
      changes: { secrets: { changed: true } },
    });
    await request(api.url).delete(`${base}/secrets/${added.body.secrets[0].id}`).set(bearer(key)).expect(200);
    expect(await latest('verification.secret_removed')).toMatchObject({
      target: { id: endpoint.id },
      changes: { secrets: { changed: true } },
    });
    await request(api.url)
      .put(base)
      .set(bearer(key))
      .send({ type: 'header_token', header_name: 'X-Token', secrets: ['tok-secret-value'] })
      .expect(200);
    expect(await latest('verification.updated')).toMatchObject({
      changes: { type: { from: 'github', to: 'header_token' }, header_name: { from: null, to: 'X-Token' }, secrets: { changed: true } },
    });
    await request(api.url).delete(base).set(bearer(key)).expect(204);
    expect(await latest('verification.deleted')).toMatchObject({ target: { type: 'endpoint', id: endpoint.id } });
    const written = JSON.stringify(await entries('verification.*'));
    for (const secret of ['gh-secret-one-value', 'gh-secret-two-value', 'tok-secret-value']) expect(written).not.toContain(secret);
  });

  it('notification_endpoint.created, test_sent and deleted', async () => {
    const created = await request(api.url).post('/api/notification-endpoints').set(bearer(key)).send({ url: receiver.url }).expect(201);
    expect(await latest('notification_endpoint.created')).toMatchObject({
      actor: asKey(),
      target: { type: 'notification_endpoint', id: created.body.id, label: 'Notifications' },
      changes: expect.objectContaining({ url: { from: null, to: receiver.url } }),
    });
    expect(JSON.stringify(await latest('notification_endpoint.created'))).not.toContain(created.body.signing_secret);
    const sent = await request(api.url).post(`/api/notification-endpoints/${created.body.id}/test`).set(bearer(key)).expect(202);
    expect(await latest('notification_endpoint.test_sent')).toMatchObject({
      actor: asKey(),
      target: { type: 'notification_endpoint', id: created.body.id, label: 'Notifications' },
      changes: { event_id: { from: null, to: sent.body.event_id } },
    });
    await request(api.url).delete(`/api/notification-endpoints/${created.body.id}`).set(bearer(key)).expect(204);
    expect(await latest('notification_endpoint.deleted')).toMatchObject({ target: { type: 'notification_endpoint', id: created.body.id } });
  });

  it("keeps each organization's entries to itself", async () => {
    const other = await signup(api.url);
    const seen = await request(api.url).get('/api/audit-log').set('cookie', other.cookie).expect(200);
    expect(seen.body.data.map((entry: AuditEntry) => entry.action)).toEqual(['organization.created']);
    expect(JSON.stringify(seen.body)).not.toContain(session.organizationId);
  });
});
