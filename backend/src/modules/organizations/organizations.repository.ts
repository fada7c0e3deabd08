import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, type SqlRunner } from '../../core/database/sql';
import { Organization } from './organization.entity';
import { Project } from './project.entity';

/** The statements of organizations and their projects. */
@Injectable()
export class OrganizationsRepository {
  constructor(
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    private readonly sql: SqlExecutor,
  ) {}

  /** Sign-up: a new organization with its `Default` project, inside the caller's transaction; its id. */
  async createWithDefaultProject(tx: SqlRunner, name: string): Promise<string> {
    const organizationId = randomUUID();
    await tx.query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [organizationId, name]);
    await tx.query(`INSERT INTO projects (id, organization_id, name) VALUES ($2, $1, 'Default')`, [organizationId, randomUUID()]);
    return organizationId;
  }

  findOrganization(organizationId: string): Promise<Organization | null> {
    return this.organizations.findOneBy({ id: organizationId });
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
    return this.organizations.manager.transaction(async (manager) => {
      const before = await manager.findOne(Organization, { where: { id: organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!before) return;
      if (settings.requireTwoFactor !== undefined) {
        await manager.update(Organization, { id: organizationId }, { requireTwoFactor: settings.requireTwoFactor });
      }
      await record(await SqlExecutor.within(manager), { before, after: { ...before, ...settings } });
    });
  }

  listProjects(organizationId: string): Promise<Project[]> {
    return this.projects.find({ where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The new project, with `record`'s audit entry in the same transaction. */
  createProject(organizationId: string, name: string, record: AuditRecording<Project>): Promise<Project> {
    return this.projects.manager.transaction(async (manager) => {
      const project = await manager.save(Project, { id: randomUUID(), organizationId, name });
      await record(await SqlExecutor.within(manager), project);
      return project;
    });
  }

  findProject(organizationId: string, id: string): Promise<Project | null> {
    return this.projects.findOneBy({ id, organizationId });
  }

  /** Renames it (read locked, so `record` sees the name it had), with `record`'s entry in the same transaction; null when not found. */
  renameProject(organizationId: string, id: string, name: string, record: AuditRecording<{ before: Project; after: Project }>) {
    return this.projects.manager.transaction(async (manager) => {
      const before = await manager.findOne(Project, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!before) return null;
      await manager.update(Project, { id, organizationId }, { name });
      const after = { ...before, name };
      await record(await SqlExecutor.within(manager), { before, after });
      return after;
    });
  }

  /**
   * Deletes the project when it holds no endpoint (the foreign keys cascade: a project with
   * endpoints would take their events with it); whether it did.
   */
  async deleteEmptyProject(organizationId: string, id: string, record: AuditRecording<{ id: string; name: string }>): Promise<boolean> {
    return this.projects.manager.transaction(async (manager) => {
      const tx = await SqlExecutor.within(manager);
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
