import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { CreateProjectDto, UpdateProjectDto, ProjectListResponseDto, ProjectResponseDto } from './dto/project.dto';
import { OrganizationsService } from './organizations.service';

@ApiTags('projects')
@Controller('api/projects')
export class ProjectsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Get()
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: ProjectListResponseDto })
  @ApiOperation({ operationId: 'listProjects', summary: 'List the projects of the organization' })
  async list(@Auth() auth: AuthContext): Promise<ProjectListResponseDto> {
    return { data: (await this.organizations.listProjects(auth)).map(ProjectResponseDto.from) };
  }

  @Post()
  @HttpCode(201)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiCreatedResponse({ type: ProjectResponseDto })
  @ApiOperation({ operationId: 'createProject', summary: 'Create a project' })
  async create(@Auth() auth: AuthContext, @Body() body: CreateProjectDto): Promise<ProjectResponseDto> {
    return ProjectResponseDto.from(await this.organizations.createProject(auth, body.name));
  }

  @Patch(':projectId')
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: ProjectResponseDto })
  @ApiOperation({ operationId: 'updateProject', summary: 'Rename a project (names are unique per organization)' })
  async update(
    @Auth() auth: AuthContext,
    @Param('projectId', uuidPipe('projectId')) id: string,
    @Body() body: UpdateProjectDto,
  ): Promise<ProjectResponseDto> {
    return ProjectResponseDto.from(await this.organizations.renameProject(auth, id, body.name));
  }

  @Delete(':projectId')
  @HttpCode(204)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiNoContentResponse({ description: 'Done; no body' })
  @ApiOperation({ operationId: 'deleteProject', summary: 'Delete a project that holds no endpoint' })
  async remove(@Auth() auth: AuthContext, @Param('projectId', uuidPipe('projectId')) id: string): Promise<void> {
    await this.organizations.deleteProject(auth, id);
  }
}
