import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { KeyRing } from '../../core/crypto/key-ring';
import { generateSigningSecret } from '../../core/crypto/tokens';
import { SqlExecutor, SqlRunner } from '../../core/database/sql';
import { problems } from '../../core/http/problem';
import { refreshEventStatuses } from '../deliveries/event-status';
import { Destination } from './destination.entity';
import { CreateDestinationDto, UpdateDestinationDto } from './dto/destination.dto';
import { EndpointsService } from './endpoints.service';

const DEFAULT_TIMEOUT_MS = 15_000;

export function secretAad(organizationId: string, destinationId: string): string {
  return `destination:${organizationId}:${destinationId}`;
}

@Injectable()
export class DestinationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly keyRing: KeyRing,
    private readonly endpoints: EndpointsService,
  ) {}

  async list(auth: AuthContext, endpointId: string): Promise<Destination[]> {
    await this.endpoints.get(auth, endpointId);
    return this.db.getRepository(Destination).find({
      where: { organizationId: auth.organizationId, endpointId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async get(auth: AuthContext, id: string): Promise<Destination> {
    const destination = await this.db.getRepository(Destination).findOneBy({ id, organizationId: auth.organizationId });
    if (!destination) throw problems.notFound('destination');
    return destination;
  }

  async create(auth: AuthContext, endpointId: string, input: CreateDestinationDto): Promise<{ destination: Destination; secret: string }> {
    await this.endpoints.get(auth, endpointId);
    const id = randomUUID();
    const secret = generateSigningSecret();
    const sealed = this.keyRing.seal(Buffer.from(secret), secretAad(auth.organizationId, id));
    const destination = await this.db.getRepository(Destination).save({
      id,
      organizationId: auth.organizationId,
      endpointId,
      name: input.name,
      url: input.url,
      active: true,
      disabledReason: null,
      timeoutMs: input.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      secretKeyId: sealed.keyId,
      secretCiphertext: sealed.blob,
    });
    return { destination, secret };
  }

  async update(auth: AuthContext, id: string, input: UpdateDestinationDto): Promise<Destination> {
    return this.db.transaction(async (manager) => {
      const destination = await manager.findOneBy(Destination, { id, organizationId: auth.organizationId });
      if (!destination) throw problems.notFound('destination');
      if (input.name !== undefined) destination.name = input.name;
      if (input.url !== undefined) destination.url = input.url;
      if (input.timeout_ms !== undefined) destination.timeoutMs = input.timeout_ms;
      if (input.active !== undefined && input.active !== destination.active) {
        destination.active = input.active;
        destination.disabledReason = input.active ? null : 'manual';
        const tx = await SqlExecutor.within(manager);
        if (!input.active) await cancelOpenJobs(tx, id);
        // Enabled again: its run of failures starts over, so a destination disabled as failing gets a fresh chance.
        else await tx.query(`UPDATE destination_health SET consecutive_failures = 0, failing_since = NULL WHERE destination_id = $1`, [id]);
      }
      return manager.save(destination);
    });
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const destination = await manager.findOneBy(Destination, { id, organizationId: auth.organizationId });
      if (!destination) throw problems.notFound('destination');
      await manager.update(Destination, { id }, { active: false, disabledReason: 'manual' });
      await manager.softDelete(Destination, { id });
      await cancelOpenJobs(await SqlExecutor.within(manager), id);
    });
  }

  async rotateSecret(auth: AuthContext, id: string): Promise<string> {
    await this.get(auth, id);
    const secret = generateSigningSecret();
    const sealed = this.keyRing.seal(Buffer.from(secret), secretAad(auth.organizationId, id));
    await this.db
      .getRepository(Destination)
      .update({ id, organizationId: auth.organizationId }, { secretKeyId: sealed.keyId, secretCiphertext: sealed.blob });
    return secret;
  }
}

/** A disabled or deleted destination cancels its pending and scheduled jobs (CONTRACT §5). */
export async function cancelOpenJobs(tx: SqlRunner, destinationId: string): Promise<void> {
  const { rows } = await tx.query<{ event_id: string }>(
    `UPDATE delivery_jobs SET status = 'cancelled', next_attempt_at = NULL, updated_at = now()
      WHERE destination_id = $1 AND status IN ('pending', 'retry_scheduled') RETURNING event_id`,
    [destinationId],
  );
  await refreshEventStatuses(
    tx,
    rows.map((row) => row.event_id),
  );
}
