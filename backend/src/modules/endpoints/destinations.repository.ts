import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlExecutor } from '../../core/database/sql';
import { cancelOpenJobs } from '../deliveries/event-status';
import { Destination } from './destination.entity';

export type DestinationChanges = Partial<Pick<Destination, 'name' | 'url' | 'timeoutMs' | 'active' | 'disabledReason'>>;

/** The statements of destination management (the worker reads destinations in its claim: deliveries). */
@Injectable()
export class DestinationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Those of the endpoint that are not deleted, oldest first. */
  list(organizationId: string, endpointId: string): Promise<Destination[]> {
    return this.db.getRepository(Destination).find({ where: { organizationId, endpointId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  find(organizationId: string, id: string): Promise<Destination | null> {
    return this.db.getRepository(Destination).findOneBy({ id, organizationId });
  }

  create(
    organizationId: string,
    destination: Omit<Destination, 'organizationId' | 'createdAt' | 'updatedAt' | 'deletedAt'>,
  ): Promise<Destination> {
    return this.db.getRepository(Destination).save({ ...destination, organizationId });
  }

  /**
   * In one transaction, with the row locked: the changes `change` makes of the destination as it is;
   * when they turn it inactive, its open jobs cancelled (CONTRACT §5), and when they turn it active
   * again, its run of failures reset (destination_health). Null when not found.
   */
  update(organizationId: string, id: string, change: (current: Destination) => DestinationChanges): Promise<Destination | null> {
    return this.db.transaction(async (manager) => {
      const destination = await manager.findOne(Destination, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!destination) return null;
      const changes = change(destination);
      if (changes.active !== undefined && changes.active !== destination.active) {
        const tx = await SqlExecutor.within(manager);
        if (!changes.active) await cancelOpenJobs(tx, organizationId, id);
        // Enabled again: its run of failures starts over, so a destination disabled as failing gets a fresh chance.
        else
          await tx.query(
            `UPDATE destination_health SET consecutive_failures = 0, failing_since = NULL WHERE organization_id = $1 AND destination_id = $2`,
            [organizationId, id],
          );
      }
      return manager.save(Object.assign(destination, changes));
    });
  }

  /** Soft-deletes it (inactive, `manual`) and cancels its open jobs, in one transaction; false when not found. */
  remove(organizationId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const destination = await manager.findOne(Destination, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!destination) return false;
      await manager.update(Destination, { id, organizationId }, { active: false, disabledReason: 'manual' });
      await manager.softDelete(Destination, { id, organizationId });
      await cancelOpenJobs(await SqlExecutor.within(manager), organizationId, id);
      return true;
    });
  }

  async replaceSecret(organizationId: string, id: string, sealed: { keyId: string; blob: Buffer }): Promise<void> {
    await this.db.getRepository(Destination).update({ id, organizationId }, { secretKeyId: sealed.keyId, secretCiphertext: sealed.blob });
  }
}
