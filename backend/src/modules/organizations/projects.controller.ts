import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { CreateProjectDto, ProjectListResponseDto, ProjectResponseDto } from './dto/project.dto';
import { OrganizationsService } from './organizations.service';

@ApiTags('projects')
@Controller('api/projects')
export class ProjectsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Get()
  @Authenticated({ scope: SCOPES.EndpointsRead })
  @ApiOkResponse({ type: ProjectListResponseDto })
  @ApiOperation({ operationId: 'listProjects', summary: 'List the projects of the organization' })
  async list(@Auth() auth: AuthContext): Promise<ProjectListResponseDto> {
    return { data: (await this.organizations.listProjects(auth)).map(ProjectResponseDto.from) };
  }

  @Post()
  @HttpCode(201)
  @Authenticated({ scope: SCOPES.EndpointsWrite })
  @ApiCreatedResponse({ type: ProjectResponseDto })
  @ApiOperation({ operationId: 'createProject', summary: 'Create a project' })
  async create(@Auth() auth: AuthContext, @Body() body: CreateProjectDto): Promise<ProjectResponseDto> {
    return ProjectResponseDto.from(await this.organizations.createProject(auth, body.name));
  }
}
