import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Project names unique per organization, case-insensitively (issue #29 §5). Projects that already
 * share a name keep the oldest one's; each later one gets the first 8 characters of its id appended
 * ("Payments (3f2a1b4c)"), which no other project of the group can have.
 */
export class ProjectNames1765800000000 implements MigrationInterface {
  name = 'ProjectNames1765800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      WITH ranked AS (
        SELECT id, row_number() OVER (PARTITION BY organization_id, lower(name) ORDER BY created_at, id) AS n FROM projects
      )
      UPDATE projects p SET name = p.name || ' (' || left(p.id::text, 8) || ')' FROM ranked r WHERE r.id = p.id AND r.n > 1;
      CREATE UNIQUE INDEX projects_organization_name_idx ON projects (organization_id, lower(name));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX projects_organization_name_idx`);
  }
}
