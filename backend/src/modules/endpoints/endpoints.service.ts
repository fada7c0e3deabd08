import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../core/auth/auth-context';
import { Generations } from '../../core/cache/generations';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateEndpointToken, sha256 } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { OrganizationsService } from '../organizations/organizations.service';
import { CreateEndpointDto, EndpointResponseDto, UpdateEndpointDto } from './dto/endpoint.dto';
import { Endpoint } from './endpoint.entity';
import { EndpointsRepository } from './endpoints.repository';

const TOKEN_PREFIX_LENGTH = 6;

@Injectable()
export class EndpointsService {
  constructor(
    private readonly endpoints: EndpointsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly generations: Generations,
  ) {}

  ingestUrl(token: string): string {
    return `${this.config.publicBaseUrl}/api/ingest/${token}`;
  }

  async list(auth: AuthContext, projectId?: string): Promise<EndpointResponseDto[]> {
    const endpoints = await this.endpoints.list(auth.organizationId, projectId);
    const counts = await this.endpoints.destinationCounts(
      auth.organizationId,
      endpoints.map((endpoint) => endpoint.id),
    );
    return endpoints.map((endpoint) => this.toDto(endpoint, counts.get(endpoint.id) ?? 0));
  }

  async describe(auth: AuthContext, endpoint: Endpoint): Promise<EndpointResponseDto> {
    const counts = await this.endpoints.destinationCounts(auth.organizationId, [endpoint.id]);
    return this.toDto(endpoint, counts.get(endpoint.id) ?? 0);
  }

  async get(auth: AuthContext, id: string): Promise<Endpoint> {
    const endpoint = await this.endpoints.find(auth.organizationId, id);
    if (!endpoint) throw problems.notFound('endpoint');
    return endpoint;
  }

  async create(auth: AuthContext, input: CreateEndpointDto): Promise<{ endpoint: Endpoint; token: string }> {
    await this.organizations.getProject(auth, input.project_id);
    const token = generateEndpointToken();
    const endpoint = await this.endpoints.create(auth.organizationId, {
      id: randomUUID(),
      projectId: input.project_id,
      name: input.name,
      enabled: true,
      tokenHash: sha256(token),
      tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH),
      rateLimitPerSecond: null,
      tokenRotatedAt: null,
    });
    return { endpoint, token };
  }

  async update(auth: AuthContext, id: string, input: UpdateEndpointDto): Promise<Endpoint> {
    const endpoint = await this.get(auth, id);
    const changes: Partial<Pick<Endpoint, 'name' | 'enabled' | 'rateLimitPerSecond'>> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.rate_limit_per_second !== undefined) changes.rateLimitPerSecond = input.rate_limit_per_second;
    await this.endpoints.update(auth.organizationId, id, changes);
    await this.generations.bump('endpoint', id); // ingest caches drop their copy on the next request
    return Object.assign(endpoint, changes);
  }

  async rotateToken(auth: AuthContext, id: string): Promise<{ endpoint: Endpoint; token: string }> {
    const endpoint = await this.get(auth, id);
    const token = generateEndpointToken();
    await this.endpoints.replaceToken(auth.organizationId, id, {
      tokenHash: sha256(token),
      tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH),
      tokenRotatedAt: new Date(),
    });
    await this.generations.bump('endpoint', id); // the old token stops working on the next request, on every instance
    return { endpoint: await this.get(auth, endpoint.id), token };
  }

  toDto(endpoint: Endpoint, destinationCount: number): EndpointResponseDto {
    return EndpointResponseDto.from(endpoint, this.config.publicBaseUrl, destinationCount);
  }
}
