import { ExpiredRowsService } from '../../src/modules/maintenance/expired-rows.service';
import { createTenant, ingest, signup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('deleting expired sessions and idempotency keys', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  const count = async (sql: string, values: unknown[]) => (await api.db.query<{ n: number }[]>(sql, values))[0].n;

  it('deletes sessions idle past 12 hours and idempotency keys past their 24 hours, and keeps the live ones', async () => {
    const live = await signup(api.url);
    const idle = await signup(api.url);
    const { endpoint } = await createTenant(api.url);
    const keys = ['kept', 'expired'];
    for (const key of keys) await ingest(api.url, endpoint.token, `{"key":"${key}"}`).set('idempotency-key', key).expect(202);
    await api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '12 hours 1 minute' WHERE user_id = $1`, [idle.userId]);
    await api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '11 hours 59 minutes' WHERE user_id = $1`, [live.userId]);
    await api.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE endpoint_id = $1 AND key = 'expired'`, [
      endpoint.id,
    ]);

    const deleted = await api.app.get(ExpiredRowsService).deleteExpired();

    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(deleted.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [idle.userId])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [live.userId])).toBe(1);
    const left = await api.db.query<{ key: string }[]>(`SELECT key FROM idempotency_keys WHERE endpoint_id = $1`, [endpoint.id]);
    expect(left.map((row) => row.key)).toEqual(['kept']);
    // The idle session was refused before; the live one still works.
    expect((await fetch(`${api.url}/api/auth/me`, { headers: { cookie: live.cookie } })).status).toBe(200);
    expect((await fetch(`${api.url}/api/auth/me`, { headers: { cookie: idle.cookie } })).status).toBe(401);
  });

  it('works through a backlog larger than one batch', async () => {
    const session = await signup(api.url);
    await api.db.query(
      `INSERT INTO sessions (token_hash, user_id, organization_id, csrf_token, last_seen_at)
       SELECT sha256(convert_to(gen_random_uuid()::text, 'UTF8')), user_id, organization_id, 'x', now() - interval '2 days'
         FROM sessions, generate_series(1, 2500) WHERE user_id = $1`,
      [session.userId],
    );
    const deleted = await api.app.get(ExpiredRowsService).deleteExpired();
    expect(deleted.sessions).toBeGreaterThanOrEqual(2500);
    expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE last_seen_at <= now() - interval '12 hours'`, [])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [session.userId])).toBe(1);
  });
});
