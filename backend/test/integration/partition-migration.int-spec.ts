import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/core/database/data-source';
import { adminUrl, databaseUrlFor, newRunId } from '../support/test-env';

/** Old-schema rows: one event per `daysAgo`, each with its payload, one job, one attempt and its details. */
async function seedOldSchema(db: DataSource, daysAgo: number[]): Promise<string[]> {
  const [organization, project, endpoint, destination] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await db.query(`INSERT INTO organizations (id, name) VALUES ($1, 'old install')`, [organization]);
  await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ($1, $2, 'p')`, [project, organization]);
  await db.query(
    `INSERT INTO endpoints (id, organization_id, project_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, 'e', $4, 'x')`,
    [endpoint, organization, project, Buffer.from(randomUUID())],
  );
  await db.query(
    `INSERT INTO destinations (id, organization_id, endpoint_id, name, url, secret_key_id, secret_ciphertext)
     VALUES ($1, $2, $3, 'd', 'http://127.0.0.1/', 'k1', '\\x00')`,
    [destination, organization, endpoint],
  );
  const ids: string[] = [];
  for (const [i, days] of daysAgo.entries()) {
    const [id, job, attempt] = [randomUUID(), randomUUID(), randomUUID()];
    ids.push(id);
    await db.query(
      `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, received_at)
       VALUES ($1, $2, $3, $4, $5, 'delivered', repeat('a', 64), 3, now() - make_interval(days => $6))`,
      [id, organization, project, endpoint, `evt_old_${i}_${randomUUID()}`, days],
    );
    await db.query(
      `INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext) VALUES ($1, $2, 'k1', $3, '\\x01')`,
      [id, organization, Buffer.from(`body ${i}`)],
    );
    await db.query(
      `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status) VALUES ($1, $2, $3, $4, 'succeeded')`,
      [job, organization, id, destination],
    );
    await db.query(
      `INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status, duration_ms)
       VALUES ($1, $2, $3, $4, $5, 1, 'success', 5)`,
      [attempt, organization, id, job, destination],
    );
    await db.query(
      `INSERT INTO delivery_attempt_details (event_id, attempt_id, organization_id, key_id, ciphertext) VALUES ($1, $2, $3, 'k1', $4)`,
      [id, attempt, organization, Buffer.from(`details ${i}`)],
    );
  }
  return ids;
}

describe('migration PartitionPayloads converts a populated install', () => {
  const name = `hookyard_test_${newRunId()}_partition_migration`;
  let admin: DataSource;
  let db: DataSource;

  beforeAll(async () => {
    admin = new DataSource({ type: 'postgres', url: adminUrl() });
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${name}`);
    // The migrations up to and with PartitionPayloads: later ones are not this test's.
    const upTo = MIGRATIONS.findIndex((migration) => migration.name === 'PartitionPayloads1765200000000');
    expect(upTo).toBeGreaterThan(0);
    const migrations = MIGRATIONS.slice(0, upTo + 1);
    db = new DataSource({ type: 'postgres', url: databaseUrlFor(name), migrations, migrationsTransactionMode: 'all' });
    await db.initialize();
  });

  afterAll(async () => {
    await db.destroy();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.destroy();
  });

  it('copies payloads and attempt details into day partitions (older than its window into DEFAULT), and back down', async () => {
    const before = new DataSource({ ...db.options, migrations: db.migrations.slice(0, -1).map((m) => m.constructor) } as typeof db.options);
    await before.initialize();
    await before.runMigrations();
    const ids = await seedOldSchema(before, [0, 1, 5, 80]);
    await before.destroy();

    expect((await db.runMigrations()).map((migration) => migration.name)).toEqual(['PartitionPayloads1765200000000']);

    const placed: { event_id: string; payload_home: string; details_home: string; body: Buffer; details: Buffer; same: boolean }[] =
      await db.query(
        `SELECT e.id AS event_id, p.tableoid::regclass::text AS payload_home, x.tableoid::regclass::text AS details_home,
                p.body_ciphertext AS body, x.ciphertext AS details,
                p.received_at = e.received_at AND x.event_received_at = e.received_at AS same
           FROM events e JOIN event_payloads p ON p.event_id = e.id JOIN delivery_attempt_details x ON x.event_id = e.id
          WHERE e.id = ANY($1::uuid[])`,
        [ids],
      );
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const byId = new Map(placed.map((row) => [row.event_id, row]));
    expect(placed).toHaveLength(ids.length);
    for (const [i, daysAgo] of [0, 1, 5].entries()) {
      const row = byId.get(ids[i])!;
      expect([row.payload_home, row.details_home]).toEqual([
        `event_payloads_p${day(daysAgo)}`,
        `delivery_attempt_details_p${day(daysAgo)}`,
      ]);
      expect(row.body.toString()).toBe(`body ${i}`);
      expect(row.details.toString()).toBe(`details ${i}`);
    }
    expect([byId.get(ids[3])!.payload_home, byId.get(ids[3])!.details_home]).toEqual([
      'event_payloads_default',
      'delivery_attempt_details_default',
    ]);
    expect(placed.every((row) => row.same)).toBe(true);
    const [{ ahead }] = await db.query(`SELECT to_regclass($1) IS NOT NULL AS ahead`, [`event_payloads_p${day(-7)}`]);
    expect(ahead).toBe(true);

    await db.undoLastMigration();
    const [{ partitioned }] = await db.query(
      `SELECT count(*)::int AS partitioned FROM pg_partitioned_table WHERE partrelid IN ('event_payloads'::regclass, 'delivery_attempt_details'::regclass)`,
    );
    expect(partitioned).toBe(0);
    const [{ payloads, details }] = await db.query(
      `SELECT (SELECT count(*)::int FROM event_payloads WHERE event_id = ANY($1::uuid[])) AS payloads,
              (SELECT count(*)::int FROM delivery_attempt_details WHERE event_id = ANY($1::uuid[])) AS details`,
      [ids],
    );
    expect([payloads, details]).toEqual([ids.length, ids.length]);

    expect((await db.runMigrations()).map((migration) => migration.name)).toEqual(['PartitionPayloads1765200000000']);
  });
});
