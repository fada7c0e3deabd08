import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SqlExecutor } from '../../core/database/sql';
import { Endpoint } from './endpoint.entity';

/** The statements of endpoint management (the ingest's lookup by token: ingest/ingest.repository.ts). */
@Injectable()
export class EndpointsRepository {
  constructor(
    @InjectRepository(Endpoint) private readonly endpoints: Repository<Endpoint>,
    private readonly sql: SqlExecutor,
  ) {}

  /** Oldest first; those of one project when `projectId` is given. */
  list(organizationId: string, projectId?: string): Promise<Endpoint[]> {
    return this.endpoints.find({ where: { organizationId, ...(projectId ? { projectId } : {}) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  find(organizationId: string, id: string): Promise<Endpoint | null> {
    return this.endpoints.findOneBy({ id, organizationId });
  }

  create(organizationId: string, endpoint: Omit<Endpoint, 'organizationId' | 'createdAt'>): Promise<Endpoint> {
    return this.endpoints.save({ ...endpoint, organizationId });
  }

  /** Writes the endpoint's name, enabled flag and rate limit. */
  async update(
    organizationId: string,
    id: string,
    changes: Partial<Pick<Endpoint, 'name' | 'enabled' | 'rateLimitPerSecond'>>,
  ): Promise<void> {
    if (Object.keys(changes).length > 0) await this.endpoints.update({ id, organizationId }, changes);
  }

  async replaceToken(
    organizationId: string,
    id: string,
    token: Pick<Endpoint, 'tokenHash' | 'tokenPrefix' | 'tokenRotatedAt'>,
  ): Promise<void> {
    await this.endpoints.update({ id, organizationId }, token);
  }

  /** Per endpoint, its destinations that are not deleted (endpoints without any are absent). */
  async destinationCounts(organizationId: string, endpointIds: string[]): Promise<Map<string, number>> {
    if (endpointIds.length === 0) return new Map();
    const { rows } = await this.sql.query<{ endpoint_id: string; count: number }>(
      `SELECT endpoint_id, count(*)::int AS count FROM destinations
        WHERE organization_id = $1 AND endpoint_id = ANY($2) AND deleted_at IS NULL GROUP BY endpoint_id`,
      [organizationId, endpointIds],
    );
    return new Map(rows.map((row) => [row.endpoint_id, row.count]));
  }
}
