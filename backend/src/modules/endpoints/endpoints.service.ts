import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf, changesOf, FieldRules } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { Generations } from '../../core/cache/generations';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateEndpointToken, sha256 } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { OrganizationsService } from '../organizations/organizations.service';
import { HealthState, worstHealth } from '../stats/health-state';
import { StatsService } from '../stats/stats.service';
import { CreateEndpointDto, EndpointResponseDto, UpdateEndpointDto } from './dto/endpoint.dto';
import { Endpoint } from './endpoint.entity';
import { EndpointChanges, EndpointsRepository } from './endpoints.repository';
import { normalizeEventTypeSource } from './event-type-source';

const TOKEN_PREFIX_LENGTH = 6;

/** An endpoint's fields as the audit log names and compares them (its API names; the token is never one). */
function audited(endpoint: Endpoint) {
  return {
    name: endpoint.name,
    project_id: endpoint.projectId,
    enabled: endpoint.enabled,
    rate_limit_per_second: endpoint.rateLimitPerSecond,
    event_type_source: endpoint.eventTypeSource,
  };
}

const AUDITED: FieldRules<ReturnType<typeof audited>> = {
  name: 'plain',
  project_id: 'plain',
  enabled: 'plain',
  rate_limit_per_second: 'plain',
  event_type_source: 'plain',
};

@Injectable()
export class EndpointsService {
  constructor(
    private readonly endpoints: EndpointsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly generations: Generations,
    private readonly stats: StatsService,
  ) {}

  ingestUrl(token: string): string {
    return `${this.config.publicBaseUrl}/api/ingest/${token}`;
  }

  async list(auth: AuthContext, projectId?: string): Promise<EndpointResponseDto[]> {
    return this.describeAll(auth, await this.endpoints.list(auth.organizationId, projectId));
  }

  async describe(auth: AuthContext, endpoint: Endpoint): Promise<EndpointResponseDto> {
    const [answer] = await this.describeAll(auth, [endpoint]);
    return answer!;
  }

  /** The endpoints' answers, each with its number of destinations and its health (its worst destination's). */
  private async describeAll(auth: AuthContext, endpoints: Endpoint[]): Promise<EndpointResponseDto[]> {
    const destinations = await this.endpoints.destinationsOf(
      auth.organizationId,
      endpoints.map((endpoint) => endpoint.id),
    );
    const health = await this.stats.health(auth.organizationId, destinations);
    const states = new Map<string, HealthState[]>();
    for (const destination of destinations) {
      const of = states.get(destination.endpoint_id) ?? [];
      of.push(health.get(destination.id)!.state);
      states.set(destination.endpoint_id, of);
    }
    return endpoints.map((endpoint) => {
      const of = states.get(endpoint.id) ?? [];
      return EndpointResponseDto.from(endpoint, this.config.publicBaseUrl, of.length, worstHealth(of));
    });
  }

  async get(auth: AuthContext, id: string): Promise<Endpoint> {
    const endpoint = await this.endpoints.find(auth.organizationId, id);
    if (!endpoint) throw problems.notFound('endpoint');
    return endpoint;
  }

  async create(auth: AuthContext, input: CreateEndpointDto): Promise<{ endpoint: Endpoint; token: string }> {
    await this.organizations.getProject(auth, input.project_id);
    const token = generateEndpointToken();
    const endpoint = await this.endpoints.create(
      auth.organizationId,
      {
        id: randomUUID(),
        projectId: input.project_id,
        name: input.name,
        enabled: true,
        tokenHash: sha256(token),
        tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH),
        rateLimitPerSecond: null,
        eventTypeSource: normalizeEventTypeSource(input.event_type_source ?? null),
        tokenRotatedAt: null,
      },
      auditing(auth.organizationId, authorOf(auth), (created: Endpoint) => ({
        action: 'endpoint.created',
        target: { type: 'endpoint', id: created.id, label: created.name },
        changes: changesOf(null, audited(created), AUDITED),
      })),
    );
    return { endpoint, token };
  }

  async update(auth: AuthContext, id: string, input: UpdateEndpointDto): Promise<Endpoint> {
    const changes: EndpointChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.enabled !== undefined) changes.enabled = input.enabled;
    if (input.rate_limit_per_second !== undefined) changes.rateLimitPerSecond = input.rate_limit_per_second;
    if (input.event_type_source !== undefined) changes.eventTypeSource = normalizeEventTypeSource(input.event_type_source);
    const record = auditing(auth.organizationId, authorOf(auth), ({ before, after }: { before: Endpoint; after: Endpoint }) => {
      const changed = changesOf(audited(before), audited(after), AUDITED);
      return changed && { action: 'endpoint.updated', target: { type: 'endpoint', id, label: after.name }, changes: changed };
    });
    const updated = await this.endpoints.update(auth.organizationId, id, changes, record);
    if (!updated) throw problems.notFound('endpoint');
    await this.generations.bump('endpoint', id); // ingest caches drop their copy on the next request
    return updated;
  }

  async rotateToken(auth: AuthContext, id: string): Promise<{ endpoint: Endpoint; token: string }> {
    const token = generateEndpointToken();
    const record = auditing(auth.organizationId, authorOf(auth), (endpoint: Endpoint) => ({
      action: 'endpoint.token_rotated',
      target: { type: 'endpoint', id, label: endpoint.name },
      changes: { token: { changed: true } },
    }));
    const endpoint = await this.endpoints.replaceToken(
      auth.organizationId,
      id,
      { tokenHash: sha256(token), tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH), tokenRotatedAt: new Date() },
      record,
    );
    if (!endpoint) throw problems.notFound('endpoint');
    await this.generations.bump('endpoint', id); // the old token stops working on the next request, on every instance
    return { endpoint, token };
  }

  /** A new endpoint's answer: no destinations yet. */
  toDto(endpoint: Endpoint): EndpointResponseDto {
    return EndpointResponseDto.from(endpoint, this.config.publicBaseUrl, 0, null);
  }
}
