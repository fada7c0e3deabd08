import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/core/database/data-source';
import { adminUrl, databaseUrlFor, newRunId } from '../support/test-env';

/**
 * The migration Members on an install that has people: each user becomes the owner of its
 * organization (seen last when its sessions were), keeps its sessions, and the way back gives each
 * person their organization again.
 */
describe('migration Members converts the users of an install', () => {
  const name = `hookyard_test_${newRunId()}_members_migration`;
  let admin: DataSource;
  let db: DataSource;

  beforeAll(async () => {
    admin = new DataSource({ type: 'postgres', url: adminUrl() });
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${name}`);
    const upTo = MIGRATIONS.findIndex((migration) => migration.name === 'Members1766100000000');
    expect(upTo).toBeGreaterThan(0);
    db = new DataSource({
      type: 'postgres',
      url: databaseUrlFor(name),
      migrations: MIGRATIONS.slice(0, upTo + 1),
      migrationsTransactionMode: 'all',
    });
    await db.initialize();
  });

  afterAll(async () => {
    await db.destroy();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.destroy();
  });

  it('makes every user the owner of its organization, keeps their sessions, and goes back down', async () => {
    const before = new DataSource({ ...db.options, migrations: db.migrations.slice(0, -1).map((m) => m.constructor) } as typeof db.options);
    await before.initialize();
    await before.runMigrations();
    const people = [
      { organization: randomUUID(), user: randomUUID(), session: true },
      { organization: randomUUID(), user: randomUUID(), session: false },
    ];
    for (const [i, person] of people.entries()) {
      await before.query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [person.organization, `Org ${i}`]);
      await before.query(`INSERT INTO users (id, organization_id, email, password_hash) VALUES ($1, $2, $3, 'hash')`, [
        person.user,
        person.organization,
        `person-${i}-${randomUUID()}@example.test`,
      ]);
      if (person.session) {
        await before.query(
          `INSERT INTO sessions (token_hash, user_id, organization_id, csrf_token, last_seen_at) VALUES ($1, $2, $3, 'csrf', now() - interval '1 hour')`,
          [Buffer.from(randomUUID()), person.user, person.organization],
        );
      }
    }
    await before.destroy();

    expect((await db.runMigrations()).map((migration) => migration.name)).toEqual(['Members1766100000000']);
    const memberships: { organization_id: string; user_id: string; role: string; seen: boolean }[] = await db.query(
      `SELECT organization_id, user_id, role, last_seen_at IS NOT NULL AS seen FROM memberships ORDER BY role, user_id`,
    );
    expect(memberships.sort((a, b) => a.user_id.localeCompare(b.user_id))).toEqual(
      people
        .map((p) => ({ organization_id: p.organization, user_id: p.user, role: 'owner', seen: p.session }))
        .sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    const [{ sessions }] = await db.query(`SELECT count(*)::int AS sessions FROM sessions`);
    expect(sessions).toBe(1);
    // Removing the membership takes its sessions with it.
    await db.query(`DELETE FROM memberships WHERE user_id = $1`, [people[0].user]);
    const [{ left }] = await db.query(`SELECT count(*)::int AS left FROM sessions`);
    expect(left).toBe(0);
    await db.query(`INSERT INTO memberships (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, [
      people[0].organization,
      people[0].user,
    ]);

    await db.undoLastMigration();
    const users: { id: string; organization_id: string }[] = await db.query(`SELECT id, organization_id FROM users`);
    expect(new Map(users.map((u) => [u.id, u.organization_id]))).toEqual(new Map(people.map((p) => [p.user, p.organization])));
    expect((await db.runMigrations()).map((migration) => migration.name)).toEqual(['Members1766100000000']);
  });
});
