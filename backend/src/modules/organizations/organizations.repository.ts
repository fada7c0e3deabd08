import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { Organization } from './organization.entity';
import { Project } from './project.entity';

/** The statements of organizations and their projects. */
@Injectable()
export class OrganizationsRepository {
  constructor(
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
  ) {}

  /** Sign-up: a new organization with its `Default` project, inside the caller's transaction. */
  async createWithDefaultProject(manager: EntityManager, name: string): Promise<Organization> {
    const organization = await manager.save(Organization, { id: randomUUID(), name });
    await manager.save(Project, { id: randomUUID(), organizationId: organization.id, name: 'Default' });
    return organization;
  }

  findOrganization(organizationId: string): Promise<Organization | null> {
    return this.organizations.findOneBy({ id: organizationId });
  }

  listProjects(organizationId: string): Promise<Project[]> {
    return this.projects.find({ where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  createProject(organizationId: string, name: string): Promise<Project> {
    return this.projects.save({ id: randomUUID(), organizationId, name });
  }

  findProject(organizationId: string, id: string): Promise<Project | null> {
    return this.projects.findOneBy({ id, organizationId });
  }
}
