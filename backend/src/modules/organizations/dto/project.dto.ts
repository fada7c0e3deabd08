import { ApiProperty } from '@nestjs/swagger';
import { IsName } from '../../../core/http/is-name';
import type { Project } from '../project.entity';

export class CreateProjectDto {
  @ApiProperty({ example: 'Payments', description: 'unique in the organization, ignoring case (409 project_name_taken)' })
  @IsName()
  name: string;
}

export class UpdateProjectDto {
  @ApiProperty({ example: 'Payments' })
  @IsName()
  name: string;
}

export class ProjectResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Default' }) name: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;

  static from(project: Project): ProjectResponseDto {
    return { id: project.id, name: project.name, created_at: project.createdAt.toISOString() };
  }
}

export class ProjectListResponseDto {
  @ApiProperty({ type: [ProjectResponseDto] }) data: ProjectResponseDto[];
}
