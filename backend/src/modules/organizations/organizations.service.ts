import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf, changesOf, FieldRules } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { violated } from '../../core/database/sql';
import { problems } from '../../core/http/problem';
import { Organization } from './organization.entity';
import { OrganizationsRepository, PROJECT_NAME_KEY } from './organizations.repository';
import { Project } from './project.entity';

/** docs/http.md, Two-factor and sessions: the organization's security settings. */
export interface OrganizationSettings {
  require_two_factor: boolean;
}

const SETTINGS_AUDITED: FieldRules<OrganizationSettings> = { require_two_factor: 'plain' };

@Injectable()
export class OrganizationsService {
  constructor(private readonly repository: OrganizationsRepository) {}

  findOrganization(auth: AuthContext): Promise<Organization | null> {
    return this.repository.findOrganization(auth.organizationId);
  }

  async getSettings(auth: AuthContext): Promise<OrganizationSettings> {
    const organization = await this.repository.findOrganization(auth.organizationId);
    if (!organization) throw problems.notFound('organization');
    return { require_two_factor: organization.requireTwoFactor };
  }

  /** At sign-in, before there is a session: whether the organization requires two-factor of its members. */
  async requiresTwoFactor(organizationId: string): Promise<boolean> {
    return (await this.repository.findOrganization(organizationId))?.requireTwoFactor ?? false;
  }

  /**
   * At sign-in, of the organizations given, those that enforce single sign-on (docs/http.md, Single
   * sign-on): their members but owners sign in through it only.
   */
  enforcingSso(organizationIds: readonly string[]): Promise<Set<string>> {
    return organizationIds.length === 0 ? Promise.resolve(new Set()) : this.repository.ssoEnforcedAcrossOrganizations(organizationIds);
  }

  async updateSettings(auth: AuthContext, change: Partial<OrganizationSettings>): Promise<OrganizationSettings> {
    const record = auditing(auth.organizationId, authorOf(auth), ({ before, after }: { before: Organization; after: Organization }) => {
      const changes = changesOf(
        { require_two_factor: before.requireTwoFactor },
        { require_two_factor: after.requireTwoFactor },
        SETTINGS_AUDITED,
      );
      return (
        changes && { action: 'organization.settings_updated', target: { type: 'organization', id: before.id, label: before.name }, changes }
      );
    });
    await this.repository.updateSettings(auth.organizationId, { requireTwoFactor: change.require_two_factor }, record);
    return this.getSettings(auth);
  }

  listProjects(auth: AuthContext): Promise<Project[]> {
    return this.repository.listProjects(auth.organizationId);
  }

  /** A new project; `409 project_name_taken` when the organization has one of that name (any case). */
  createProject(auth: AuthContext, name: string): Promise<Project> {
    const record = auditing(auth.organizationId, authorOf(auth), (project: Project) => ({
      action: 'project.created',
      target: { type: 'project', id: project.id, label: project.name },
    }));
    return uniqueName(name, () => this.repository.createProject(auth.organizationId, name, record));
  }

  async renameProject(auth: AuthContext, id: string, name: string): Promise<Project> {
    const record = auditing(auth.organizationId, authorOf(auth), ({ before, after }: { before: Project; after: Project }) =>
      before.name === after.name
        ? null
        : {
            action: 'project.renamed',
            target: { type: 'project', id, label: after.name },
            changes: { name: { from: before.name, to: after.name } },
          },
    );
    const renamed = await uniqueName(name, () => this.repository.renameProject(auth.organizationId, id, name, record));
    if (!renamed) throw problems.notFound('project');
    return renamed;
  }

  /** Deletes an empty project; `409 project_not_empty` while it holds endpoints. */
  async deleteProject(auth: AuthContext, id: string): Promise<void> {
    await this.getProject(auth, id);
    const record = auditing(auth.organizationId, authorOf(auth), (project: { id: string; name: string }) => ({
      action: 'project.deleted',
      target: { type: 'project', id: project.id, label: project.name },
    }));
    if (!(await this.repository.deleteEmptyProject(auth.organizationId, id, record))) {
      throw problems.conflict('project_not_empty', 'The project still holds endpoints; it can be deleted once it holds none.');
    }
  }

  async getProject(auth: AuthContext, id: string): Promise<Project> {
    const project = await this.repository.findProject(auth.organizationId, id);
    if (!project) throw problems.notFound('project');
    return project;
  }
}

/** `write`, with the unique index on project names answered as `409 project_name_taken`. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violated(error, PROJECT_NAME_KEY)) {
      throw problems.conflict('project_name_taken', `The organization already has a project named "${name}".`);
    }
    throw error;
  }
}
