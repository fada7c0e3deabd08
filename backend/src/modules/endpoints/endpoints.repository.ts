import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor } from '../../core/database/sql';
import { Endpoint } from './endpoint.entity';

export type EndpointChanges = Partial<Pick<Endpoint, 'name' | 'enabled' | 'rateLimitPerSecond' | 'eventTypeSource'>>;

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

  /** An ingest endpoint (the notifications one is made by NotificationsRepository), with `record`'s audit entry in the same transaction. */
  create(
    organizationId: string,
    endpoint: Omit<Endpoint, 'organizationId' | 'createdAt' | 'purpose'>,
    record: AuditRecording<Endpoint>,
  ): Promise<Endpoint> {
    return this.endpoints.manager.transaction(async (manager) => {
      const created: Endpoint = { ...(await manager.save(Endpoint, { ...endpoint, organizationId })), purpose: 'ingest' };
      await record(await SqlExecutor.within(manager), created);
      return created;
    });
  }

  /**
   * Writes the endpoint's name, enabled flag, rate limit and event-type source, the row read locked
   * first so `record` (same transaction) sees it as it was; null when not found.
   */
  update(
    organizationId: string,
    id: string,
    changes: EndpointChanges,
    record: AuditRecording<{ before: Endpoint; after: Endpoint }>,
  ): Promise<Endpoint | null> {
    return this.endpoints.manager.transaction(async (manager) => {
      const before = await manager.findOne(Endpoint, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!before) return null;
      if (Object.keys(changes).length > 0) await manager.update(Endpoint, { id, organizationId }, changes);
      const after = { ...before, ...changes };
      await record(await SqlExecutor.within(manager), { before, after });
      return after;
    });
  }

  /** The endpoint's new token (its hash and prefix), with `record`'s entry in the same transaction; null when not found. */
  replaceToken(
    organizationId: string,
    id: string,
    token: Pick<Endpoint, 'tokenHash' | 'tokenPrefix' | 'tokenRotatedAt'>,
    record: AuditRecording<Endpoint>,
  ): Promise<Endpoint | null> {
    return this.endpoints.manager.transaction(async (manager) => {
      const { affected } = await manager.update(Endpoint, { id, organizationId }, token);
      if (!affected) return null;
      const endpoint = (await manager.findOneBy(Endpoint, { id, organizationId }))!;
      await record(await SqlExecutor.within(manager), endpoint);
      return endpoint;
    });
  }

  /** The endpoints' destinations that are not deleted: id, endpoint and whether active. */
  async destinationsOf(organizationId: string, endpointIds: string[]): Promise<{ id: string; endpoint_id: string; active: boolean }[]> {
    if (endpointIds.length === 0) return [];
    const { rows } = await this.sql.query<{ id: string; endpoint_id: string; active: boolean }>(
      `SELECT id, endpoint_id, active FROM destinations WHERE organization_id = $1 AND endpoint_id = ANY($2) AND deleted_at IS NULL`,
      [organizationId, endpointIds],
    );
    return rows;
  }
}
