import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { migrate } from '../../src/cli';
import { loadConfig } from '../../src/core/config/app-config';
import { bearer, createTenant, ingest, sessionHeaders } from '../support/factories';
import { startTestApp, TEST_ENCRYPTION_KEYS, TestApp } from '../support/test-app';
import { adminUrl, databaseUrlFor, newRunId } from '../support/test-env';

/**
 * DATABASE_READ_URL: the list, the export and the statistics series read the replica; everything
 * else (auth, the detail, ingest) the primary. A "replica" that is another database, holding other
 * rows, shows which statement went where.
 */
describe('DATABASE_READ_URL (the reads that tolerate lag go to a replica)', () => {
  const name = `hookyard_test_${newRunId()}_replica`;
  const replicaUrl = databaseUrlFor(name);
  let admin: DataSource;
  let replica: DataSource;
  let api: TestApp;

  beforeAll(async () => {
    admin = new DataSource({ type: 'postgres', url: adminUrl() });
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${name}`);
    await migrate(loadConfig({ DATABASE_URL: replicaUrl, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS, NODE_ENV: 'test' }));
    replica = new DataSource({ type: 'postgres', url: replicaUrl });
    await replica.initialize();
    api = await startTestApp({ DATABASE_READ_URL: replicaUrl }, { worker: false });
  });

  afterAll(async () => {
    await api.close();
    await replica.destroy();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.destroy();
  });

  it('lists, exports and counts from the replica, and shows a just-ingested event from the primary', async () => {
    const tenant = await createTenant(api.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"on":"primary"}').expect(202);

    // The replica knows the tenant's endpoint and one event the primary has never seen.
    const [endpoint] = await api.db.query(`SELECT id, organization_id, project_id, token_hash FROM endpoints WHERE id = $1`, [
      tenant.endpoint.id,
    ]);
    await replica.query(`INSERT INTO organizations (id, name) VALUES ($1, 'o')`, [endpoint.organization_id]);
    await replica.query(`INSERT INTO projects (id, organization_id, name) VALUES ($1, $2, 'p')`, [
      endpoint.project_id,
      endpoint.organization_id,
    ]);
    await replica.query(
      `INSERT INTO endpoints (id, organization_id, project_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, 'e', $4, 'x')`,
      [endpoint.id, endpoint.organization_id, endpoint.project_id, endpoint.token_hash],
    );
    const [replicaOnlyId, replicaOnly] = [randomUUID(), `evt_replica_${randomUUID()}`];
    await replica.query(
      `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes)
       VALUES ($1, $2, $3, $4, $5, 'delivered', repeat('b', 64), 2)`,
      [replicaOnlyId, endpoint.organization_id, endpoint.project_id, endpoint.id, replicaOnly],
    );
    await replica.query(
      `INSERT INTO stats_hours (organization_id, project_id, endpoint_id, destination_id, bucket, received)
       VALUES ($1, $2, $3, '00000000-0000-0000-0000-000000000000', date_trunc('hour', now() - interval '5 hours'), 42)`,
      [endpoint.organization_id, endpoint.project_id, endpoint.id],
    );

    const listed = await request(api.url).get('/api/events').set(bearer(tenant.key)).expect(200);
    expect(listed.body.data.map((event: { event_id: string }) => event.event_id)).toEqual([replicaOnly]);

    const csv = await request(api.url).get('/api/events/export').set(sessionHeaders(tenant.session)).expect(200);
    expect(csv.text).toContain(replicaOnly);
    expect(csv.text).not.toContain(accepted.body.event_id);

    const series = await request(api.url).get('/api/stats/timeseries').set(bearer(tenant.key)).expect(200);
    expect(series.body.data.reduce((sum: number, point: { received: number }) => sum + point.received, 0)).toBe(42);

    // Read right after the write: the primary.
    const detail = await request(api.url).get(`/api/events/${accepted.body.event_id}`).set(bearer(tenant.key)).expect(200);
    expect(detail.body.event_id).toBe(accepted.body.event_id);
    await request(api.url).get(`/api/events/${replicaOnlyId}`).set(bearer(tenant.key)).expect(404);
  });

  it('with the primary URL as the replica too, reads what was just written', async () => {
    const same = await startTestApp({ DATABASE_READ_URL: process.env.HOOKYARD_TEST_DATABASE_URL! }, { worker: false });
    try {
      const tenant = await createTenant(same.url);
      const accepted = await ingest(same.url, tenant.endpoint.token, '{"same":"database"}').expect(202);
      const listed = await request(same.url).get('/api/events').set(bearer(tenant.key)).expect(200);
      expect(listed.body.data.map((event: { event_id: string }) => event.event_id)).toEqual([accepted.body.event_id]);
    } finally {
      await same.close();
    }
  });
});
