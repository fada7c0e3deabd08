import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor } from '../../core/database/sql';
import { cancelOpenJobs } from '../events/event-status.repository';
import { Destination } from './destination.entity';

export type DestinationChanges = Partial<
  Pick<
    Destination,
    | 'name'
    | 'url'
    | 'broker'
    | 'credentialsKeyId'
    | 'credentialsCiphertext'
    | 'timeoutMs'
    | 'filter'
    | 'transformation'
    | 'active'
    | 'disabledReason'
    | 'headerNames'
    | 'headersKeyId'
    | 'headersCiphertext'
    | 'rateLimitPerSecond'
  >
>;

/** The statements of destination management (the worker reads destinations in its claim: deliveries). */
@Injectable()
export class DestinationsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sql: SqlExecutor,
  ) {}

  /** Those of the endpoint that are not deleted, oldest first. */
  list(organizationId: string, endpointId: string): Promise<Destination[]> {
    return this.db.getRepository(Destination).find({ where: { organizationId, endpointId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  find(organizationId: string, id: string): Promise<Destination | null> {
    return this.db.getRepository(Destination).findOneBy({ id, organizationId });
  }

  /** The new destination, with `record`'s audit entry in the same transaction. */
  create(
    organizationId: string,
    destination: Omit<Destination, 'organizationId' | 'createdAt' | 'updatedAt' | 'deletedAt'>,
    record: AuditRecording<Destination>,
  ): Promise<Destination> {
    return this.db.transaction(async (manager) => {
      const created = await manager.save(Destination, { ...destination, organizationId });
      await record(await SqlExecutor.within(manager), created);
      return created;
    });
  }

  /**
   * In one transaction, with the row locked: the changes `change` makes of the destination as it is;
   * when they turn it inactive, its open jobs cancelled (docs/http.md, Delivery), and when they turn it active
   * again, its run of failures reset (destination_health); `record`'s audit entry of it. Null when not found.
   */
  update(
    organizationId: string,
    id: string,
    change: (current: Destination) => DestinationChanges,
    record: AuditRecording<{ before: Destination; after: Destination; changes: DestinationChanges }>,
  ): Promise<Destination | null> {
    return this.db.transaction(async (manager) => {
      const destination = await manager.findOne(Destination, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!destination) return null;
      const before = { ...destination };
      const changes = change(destination);
      const tx = await SqlExecutor.within(manager);
      if (changes.active !== undefined && changes.active !== destination.active) {
        if (!changes.active) await cancelOpenJobs(tx, organizationId, id);
        // Enabled again: its run of failures starts over, so a destination disabled as failing gets a fresh chance.
        else
          await tx.query(
            `UPDATE destination_health SET consecutive_failures = 0, failing_since = NULL WHERE organization_id = $1 AND destination_id = $2`,
            [organizationId, id],
          );
      }
      const after = await manager.save(Object.assign(destination, changes));
      await record(tx, { before, after, changes });
      return after;
    });
  }

  /**
   * Soft-deletes it (inactive, `manual`) and cancels its open jobs, with `record`'s entry, in one
   * transaction; false when not found.
   */
  remove(organizationId: string, id: string, record: AuditRecording<Destination>): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const destination = await manager.findOne(Destination, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!destination) return false;
      await manager.update(Destination, { id, organizationId }, { active: false, disabledReason: 'manual' });
      await manager.softDelete(Destination, { id, organizationId });
      const tx = await SqlExecutor.within(manager);
      await cancelOpenJobs(tx, organizationId, id);
      await record(tx, destination);
      return true;
    });
  }

  /**
   * The new sealed secret in place of the current one, which is kept as the previous secret for
   * `overlapSeconds` (not at all for 0; a secret kept from an earlier rotation is dropped either
   * way), with `record`'s entry in the same transaction. When the overlap ends, or null when the
   * destination is not found.
   */
  async replaceSecret(
    organizationId: string,
    id: string,
    sealed: { keyId: string; blob: Buffer },
    overlapSeconds: number,
    record: AuditRecording<{ id: string; name: string }>,
  ): Promise<Date | null> {
    const kept = `CASE WHEN $5::int > 0 THEN`;
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ expires_at: Date; id: string; name: string }>(
        `UPDATE destinations
            SET previous_secret_key_id = ${kept} secret_key_id END,
                previous_secret_ciphertext = ${kept} secret_ciphertext END,
                previous_secret_expires_at = ${kept} now() + make_interval(secs => $5::int) END,
                secret_key_id = $3, secret_ciphertext = $4, updated_at = now()
          WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL
      RETURNING now() + make_interval(secs => $5::int) AS expires_at, id, name`,
        [id, organizationId, sealed.keyId, sealed.blob, overlapSeconds],
      );
      if (!rows[0]) return null;
      await record(tx, rows[0]);
      return rows[0].expires_at;
    });
  }
}
