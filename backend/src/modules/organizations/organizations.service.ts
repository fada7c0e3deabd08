import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { problems } from '../../core/http/problem';
import { Organization } from './organization.entity';
import { Project } from './project.entity';

@Injectable()
export class OrganizationsService {
  constructor(@InjectRepository(Project) private readonly projects: Repository<Project>) {}

  /** A new organization with its `Default` project, inside the caller's transaction. */
  async createOrganization(manager: EntityManager, name: string): Promise<Organization> {
    const organization = await manager.save(Organization, { id: randomUUID(), name });
    await manager.save(Project, { id: randomUUID(), organizationId: organization.id, name: 'Default' });
    return organization;
  }

  findOrganization(id: string): Promise<Organization | null> {
    return this.projects.manager.findOneBy(Organization, { id });
  }

  listProjects(auth: AuthContext): Promise<Project[]> {
    return this.projects.find({ where: { organizationId: auth.organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  createProject(auth: AuthContext, name: string): Promise<Project> {
    return this.projects.save({ id: randomUUID(), organizationId: auth.organizationId, name });
  }

  async getProject(auth: AuthContext, id: string): Promise<Project> {
    const project = await this.projects.findOneBy({ id, organizationId: auth.organizationId });
    if (!project) throw problems.notFound('project');
    return project;
  }
}
