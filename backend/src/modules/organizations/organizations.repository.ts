import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, type SqlRunner } from '../../core/database/sql';
import { Organization } from './organization.entity';
import { Project } from './project.entity';

interface OrganizationRow {
  id: string;
  name: string;
  require_two_factor: boolean;
  created_at: Date;
}

interface ProjectRow {
  id: string;
  organization_id: string;
  name: string;
  created_at: Date;
}

const ORGANIZATION_COLUMNS = 'id, name, require_two_factor, created_at';
const PROJECT_COLUMNS = 'id, organization_id, name, created_at';

/** The unique index that keeps a project's name (in any case) to one project of its organization. */
export const PROJECT_NAME_KEY = 'projects_organization_name_idx';

function organizationOf(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, requireTwoFactor: row.require_two_factor, createdAt: row.created_at };
}

function projectOf(row: ProjectRow): Project {
  return { id: row.id, organizationId: row.organization_id, name: row.name, createdAt: row.created_at };
}

/** The statements of organizations and their projects. */
@Injectable()
export class OrganizationsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** Sign-up: a new organization with its `Default` project, inside the caller's transaction; its id. */
  async createWithDefaultProject(tx: SqlRunner, name: string): Promise<string> {
    const organizationId = randomUUID();
    await tx.query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [organizationId, name]);
    await tx.query(`INSERT INTO projects (id, organization_id, name) VALUES ($2, $1, 'Default')`, [organizationId, randomUUID()]);
    return organizationId;
  }

  async findOrganization(organizationId: string): Promise<Organization | null> {
    const { rows } = await this.sql.query<OrganizationRow>(`SELECT ${ORGANIZATION_COLUMNS} FROM organizations WHERE id = $1`, [
      organizationId,
    ]);
    return rows[0] ? organizationOf(rows[0]) : null;
  }

  /** Of `organizationIds`, those whose single sign-on is enforced (password sign-in only for their owners). */
  async ssoEnforcedAcrossOrganizations(organizationIds: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.sql.query<{ organization_id: string }>(
      `SELECT organization_id FROM sso_connections WHERE organization_id = ANY($1::uuid[]) AND enforce`,
      [organizationIds],
    );
    return new Set(rows.map((row) => row.organization_id));
  }

  /**
   * Changes the settings given (those left out stay), the row read locked first so `record` (same
   * transaction) sees it as it was and as it is.
   */
  updateSettings(
    organizationId: string,
    settings: { requireTwoFactor?: boolean },
    record: AuditRecording<{ before: Organization; after: Organization }>,
  ): Promise<void> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<OrganizationRow>(`SELECT ${ORGANIZATION_COLUMNS} FROM organizations WHERE id = $1 FOR UPDATE`, [
        organizationId,
      ]);
      if (!rows[0]) return;
      const before = organizationOf(rows[0]);
      if (settings.requireTwoFactor !== undefined) {
        await tx.query(`UPDATE organizations SET require_two_factor = $2 WHERE id = $1`, [organizationId, settings.requireTwoFactor]);
      }
      await record(tx, { before, after: { ...before, ...settings } });
    });
  }

  async listProjects(organizationId: string): Promise<Project[]> {
    const { rows } = await this.sql.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects WHERE organization_id = $1 ORDER BY created_at ASC, id ASC`,
      [organizationId],
    );
    return rows.map(projectOf);
  }

  /** The new project, with `record`'s audit entry in the same transaction; a name taken fails on {@link PROJECT_NAME_KEY}. */
  createProject(organizationId: string, name: string, record: AuditRecording<Project>): Promise<Project> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<ProjectRow>(
        `INSERT INTO projects (id, organization_id, name) VALUES ($2, $1, $3) RETURNING ${PROJECT_COLUMNS}`,
        [organizationId, randomUUID(), name],
      );
      const project = projectOf(rows[0]);
      await record(tx, project);
      return project;
    });
  }

  async findProject(organizationId: string, id: string): Promise<Project | null> {
    const { rows } = await this.sql.query<ProjectRow>(`SELECT ${PROJECT_COLUMNS} FROM projects WHERE organization_id = $1 AND id = $2`, [
      organizationId,
      id,
    ]);
    return rows[0] ? projectOf(rows[0]) : null;
  }

  /**
   * Renames it (read locked, so `record` sees the name it had), with `record`'s entry in the same
   * transaction; null when not found. A name taken fails on {@link PROJECT_NAME_KEY}.
   */
  renameProject(
    organizationId: string,
    id: string,
    name: string,
    record: AuditRecording<{ before: Project; after: Project }>,
  ): Promise<Project | null> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<ProjectRow>(
        `SELECT ${PROJECT_COLUMNS} FROM projects WHERE organization_id = $1 AND id = $2 FOR UPDATE`,
        [organizationId, id],
      );
      if (!rows[0]) return null;
      const before = projectOf(rows[0]);
      await tx.query(`UPDATE projects SET name = $3 WHERE organization_id = $1 AND id = $2`, [organizationId, id, name]);
      const after = { ...before, name };
      await record(tx, { before, after });
      return after;
    });
  }

  /**
   * Deletes the project when it holds no endpoint (the foreign keys cascade: a project with
   * endpoints would take their events with it); whether it did.
   */
  async deleteEmptyProject(organizationId: string, id: string, record: AuditRecording<{ id: string; name: string }>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; name: string }>(
        `DELETE FROM projects p WHERE p.organization_id = $1 AND p.id = $2
            AND NOT EXISTS (SELECT 1 FROM endpoints e WHERE e.organization_id = $1 AND e.project_id = p.id)
         RETURNING p.id, p.name`,
        [organizationId, id],
      );
      if (rows.length === 0) return false;
      await record(tx, rows[0]);
      return true;
    });
  }
}
