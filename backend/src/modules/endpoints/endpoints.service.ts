import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { Generations } from '../../core/cache/generations';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateEndpointToken, sha256 } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { OrganizationsService } from '../organizations/organizations.service';
import { CreateEndpointDto, EndpointResponseDto, UpdateEndpointDto } from './dto/endpoint.dto';
import { Endpoint } from './endpoint.entity';

const TOKEN_PREFIX_LENGTH = 6;

@Injectable()
export class EndpointsService {
  constructor(
    @InjectRepository(Endpoint) private readonly endpoints: Repository<Endpoint>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly generations: Generations,
  ) {}

  ingestUrl(token: string): string {
    return `${this.config.publicBaseUrl}/api/ingest/${token}`;
  }

  async list(auth: AuthContext, projectId?: string): Promise<EndpointResponseDto[]> {
    const endpoints = await this.endpoints.find({
      where: { organizationId: auth.organizationId, ...(projectId ? { projectId } : {}) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const counts = await this.destinationCounts(
      auth.organizationId,
      endpoints.map((endpoint) => endpoint.id),
    );
    return endpoints.map((endpoint) => this.toDto(endpoint, counts.get(endpoint.id) ?? 0));
  }

  async describe(auth: AuthContext, endpoint: Endpoint): Promise<EndpointResponseDto> {
    const counts = await this.destinationCounts(auth.organizationId, [endpoint.id]);
    return this.toDto(endpoint, counts.get(endpoint.id) ?? 0);
  }

  async get(auth: AuthContext, id: string): Promise<Endpoint> {
    const endpoint = await this.endpoints.findOneBy({ id, organizationId: auth.organizationId });
    if (!endpoint) throw problems.notFound('endpoint');
    return endpoint;
  }

  async create(auth: AuthContext, input: CreateEndpointDto): Promise<{ endpoint: Endpoint; token: string }> {
    await this.organizations.getProject(auth, input.project_id);
    const token = generateEndpointToken();
    const endpoint = await this.endpoints.save({
      id: randomUUID(),
      organizationId: auth.organizationId,
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
    if (input.name !== undefined) endpoint.name = input.name;
    if (input.enabled !== undefined) endpoint.enabled = input.enabled;
    if (input.rate_limit_per_second !== undefined) endpoint.rateLimitPerSecond = input.rate_limit_per_second;
    const saved = await this.endpoints.save(endpoint);
    await this.generations.bump('endpoint', id); // ingest caches drop their copy on the next request
    return saved;
  }

  async rotateToken(auth: AuthContext, id: string): Promise<{ endpoint: Endpoint; token: string }> {
    const endpoint = await this.get(auth, id);
    const token = generateEndpointToken();
    await this.endpoints.update(
      { id, organizationId: auth.organizationId },
      { tokenHash: sha256(token), tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH), tokenRotatedAt: new Date() },
    );
    await this.generations.bump('endpoint', id); // the old token stops working on the next request, on every instance
    return { endpoint: await this.get(auth, endpoint.id), token };
  }

  async destinationCounts(organizationId: string, endpointIds: string[]): Promise<Map<string, number>> {
    if (endpointIds.length === 0) return new Map();
    const rows = (await this.endpoints.query(
      `SELECT endpoint_id, count(*)::int AS count FROM destinations
        WHERE organization_id = $1 AND endpoint_id = ANY($2) AND deleted_at IS NULL GROUP BY endpoint_id`,
      [organizationId, endpointIds],
    )) as { endpoint_id: string; count: number }[];
    return new Map(rows.map((row) => [row.endpoint_id, row.count]));
  }

  toDto(endpoint: Endpoint, destinationCount: number): EndpointResponseDto {
    return EndpointResponseDto.from(endpoint, this.config.publicBaseUrl, destinationCount);
  }
}
