import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { ColumnsOf, jsonb, setList } from '../../core/database/columns';
import { SqlExecutor } from '../../core/database/sql';
import { cancelOpenJobs } from '../events/event-status.repository';
import type { Transformation } from '../transformations/transformation';
import type { BrokerFields, Destination, DestinationType, DisabledReason } from './destination.entity';
import type { DestinationFilter } from './destination-filter';

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

/**
 * A destination as read back: every column but the sealed ones (secrets, credentials, header
 * values), which only the worker's claim and the rotation read.
 */
interface DestinationRow {
  id: string;
  organization_id: string;
  endpoint_id: string;
  name: string;
  type: DestinationType;
  url: string | null;
  broker: BrokerFields | null;
  credentials_key_id: string | null;
  active: boolean;
  disabled_reason: DisabledReason | null;
  timeout_ms: number;
  filter: DestinationFilter | null;
  transformation: Transformation | null;
  header_names: string[];
  rate_limit_per_second: number | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = `id, organization_id, endpoint_id, name, type, url, broker, credentials_key_id, active, disabled_reason, timeout_ms,
                filter, transformation, header_names, rate_limit_per_second, previous_secret_expires_at, created_at, updated_at, deleted_at`;

const CHANGED_COLUMNS: ColumnsOf<DestinationChanges> = {
  name: 'name',
  url: 'url',
  broker: { name: 'broker', jsonb: true },
  credentialsKeyId: 'credentials_key_id',
  credentialsCiphertext: 'credentials_ciphertext',
  timeoutMs: 'timeout_ms',
  filter: { name: 'filter', jsonb: true },
  transformation: { name: 'transformation', jsonb: true },
  active: 'active',
  disabledReason: 'disabled_reason',
  headerNames: 'header_names',
  headersKeyId: 'headers_key_id',
  headersCiphertext: 'headers_ciphertext',
  rateLimitPerSecond: 'rate_limit_per_second',
};

/** The destination of a row; the sealed columns are never read back (they were TypeORM's `select: false`), so they are left out. */
function destinationOf(row: DestinationRow): Destination {
  return {
    id: row.id,
    organizationId: row.organization_id,
    endpointId: row.endpoint_id,
    name: row.name,
    type: row.type,
    url: row.url,
    broker: row.broker,
    credentialsKeyId: row.credentials_key_id,
    active: row.active,
    disabledReason: row.disabled_reason,
    timeoutMs: row.timeout_ms,
    filter: row.filter,
    transformation: row.transformation,
    headerNames: row.header_names,
    rateLimitPerSecond: row.rate_limit_per_second,
    previousSecretExpiresAt: row.previous_secret_expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  } as Destination;
}

/**
 * Of `changes`, those that differ from `current` (a sealed column, never read back, always does):
 * a PATCH that changes nothing writes nothing, so `updated_at`, which the attention list answers as
 * when a destination was disabled, stays.
 */
function differing(current: Destination, changes: DestinationChanges): DestinationChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && !isDeepStrictEqual(value, current[key as keyof Destination])),
  );
}

/** The statements of destination management (the worker reads destinations in its claim: deliveries). */
@Injectable()
export class DestinationsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** Those of the endpoint that are not deleted, oldest first. */
  async list(organizationId: string, endpointId: string): Promise<Destination[]> {
    const { rows } = await this.sql.query<DestinationRow>(
      `SELECT ${COLUMNS} FROM destinations
        WHERE organization_id = $1 AND endpoint_id = $2 AND deleted_at IS NULL ORDER BY created_at ASC, id ASC`,
      [organizationId, endpointId],
    );
    return rows.map(destinationOf);
  }

  /** Unless deleted. */
  async find(organizationId: string, id: string): Promise<Destination | null> {
    const { rows } = await this.sql.query<DestinationRow>(
      `SELECT ${COLUMNS} FROM destinations WHERE organization_id = $1 AND id = $2 AND deleted_at IS NULL`,
      [organizationId, id],
    );
    return rows[0] ? destinationOf(rows[0]) : null;
  }

  /** The new destination (as given, with its organization and times), with `record`'s audit entry in the same transaction. */
  create(
    organizationId: string,
    destination: Omit<Destination, 'organizationId' | 'createdAt' | 'updatedAt' | 'deletedAt'>,
    record: AuditRecording<Destination>,
  ): Promise<Destination> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<Pick<DestinationRow, 'created_at' | 'updated_at' | 'deleted_at'>>(
        `INSERT INTO destinations (id, organization_id, endpoint_id, name, type, url, broker, credentials_key_id, credentials_ciphertext,
                                   active, disabled_reason, timeout_ms, filter, transformation, secret_key_id, secret_ciphertext,
                                   header_names, headers_key_id, headers_ciphertext, rate_limit_per_second,
                                   previous_secret_key_id, previous_secret_ciphertext, previous_secret_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
         RETURNING created_at, updated_at, deleted_at`,
        [
          destination.id,
          organizationId,
          destination.endpointId,
          destination.name,
          destination.type,
          destination.url,
          jsonb(destination.broker),
          destination.credentialsKeyId,
          destination.credentialsCiphertext,
          destination.active,
          destination.disabledReason,
          destination.timeoutMs,
          jsonb(destination.filter),
          jsonb(destination.transformation),
          destination.secretKeyId,
          destination.secretCiphertext,
          destination.headerNames,
          destination.headersKeyId,
          destination.headersCiphertext,
          destination.rateLimitPerSecond,
          destination.previousSecretKeyId,
          destination.previousSecretCiphertext,
          destination.previousSecretExpiresAt,
        ],
      );
      const created: Destination = {
        ...destination,
        organizationId,
        createdAt: rows[0].created_at,
        updatedAt: rows[0].updated_at,
        deletedAt: rows[0].deleted_at,
      };
      await record(tx, created);
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
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<DestinationRow>(
        `SELECT ${COLUMNS} FROM destinations WHERE organization_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE`,
        [organizationId, id],
      );
      if (!rows[0]) return null;
      const before = destinationOf(rows[0]);
      const changes = change({ ...before });
      if (changes.active !== undefined && changes.active !== before.active) {
        if (!changes.active) await cancelOpenJobs(tx, organizationId, id);
        // Enabled again: its run of failures starts over, so a destination disabled as failing gets a fresh chance.
        else
          await tx.query(
            `UPDATE destination_health SET consecutive_failures = 0, failing_since = NULL WHERE organization_id = $1 AND destination_id = $2`,
            [organizationId, id],
          );
      }
      const after: Destination = { ...before, ...changes };
      const values: unknown[] = [organizationId, id];
      const assignments = setList(CHANGED_COLUMNS, differing(before, changes), values);
      if (assignments) {
        const { rows: updated } = await tx.query<{ updated_at: Date }>(
          `UPDATE destinations SET ${assignments}, updated_at = now() WHERE organization_id = $1 AND id = $2 RETURNING updated_at`,
          values,
        );
        after.updatedAt = updated[0].updated_at;
      }
      await record(tx, { before, after, changes });
      return after;
    });
  }

  /**
   * Soft-deletes it (inactive, `manual`) and cancels its open jobs, with `record`'s entry, in one
   * transaction; false when not found.
   */
  remove(organizationId: string, id: string, record: AuditRecording<Destination>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<DestinationRow>(
        `SELECT ${COLUMNS} FROM destinations WHERE organization_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE`,
        [organizationId, id],
      );
      if (!rows[0]) return false;
      await tx.query(
        `UPDATE destinations SET active = false, disabled_reason = 'manual', deleted_at = now(), updated_at = now()
          WHERE organization_id = $1 AND id = $2`,
        [organizationId, id],
      );
      await cancelOpenJobs(tx, organizationId, id);
      await record(tx, destinationOf(rows[0]));
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
