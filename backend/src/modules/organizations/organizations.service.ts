import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { problems } from '../../core/http/problem';
import { Organization } from './organization.entity';
import { OrganizationsRepository } from './organizations.repository';
import { Project } from './project.entity';

@Injectable()
export class OrganizationsService {
  constructor(private readonly repository: OrganizationsRepository) {}

  findOrganization(auth: AuthContext): Promise<Organization | null> {
    return this.repository.findOrganization(auth.organizationId);
  }

  listProjects(auth: AuthContext): Promise<Project[]> {
    return this.repository.listProjects(auth.organizationId);
  }

  createProject(auth: AuthContext, name: string): Promise<Project> {
    return this.repository.createProject(auth.organizationId, name);
  }

  async getProject(auth: AuthContext, id: string): Promise<Project> {
    const project = await this.repository.findProject(auth.organizationId, id);
    if (!project) throw problems.notFound('project');
    return project;
  }
}
