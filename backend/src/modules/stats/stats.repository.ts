import { SYSTEM } from '../../core/audit/audit-entry';
import { recordAudit } from '../../core/audit/audit-trail.repository';
import { Injectable } from '@nestjs/common';
import { ReplicaSqlExecutor, SqlExecutor, SqlRunner, statement } from '../../core/database/sql';
import { cancelOpenJobs } from '../events/event-status.repository';
import { notNotifications } from '../events/not-notifications';
import { LATENCY_COLUMNS } from './latency-histogram';

/** The endpoint's own series (what it received) has this destination id. */
export const NO_DESTINATION = '00000000-0000-0000-0000-000000000000';

/** One statistics row to add: a series (organization, project, endpoint, destination) and a bucket. */
export interface StatsRow {
  organizationId: string;
  projectId: string;
  endpointId: string;
  destinationId: string;
  bucket: Date;
  received: number;
  delivered: number;
  failedAttempts: number;
  deadLettered: number;
  rateLimited: number;
  latency: number[];
}

/** What one flush learned of a destination's attempts, in the order they ended. */
export interface HealthChange {
  destinationId: string;
  organizationId: string;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  /** Failures after the last success of the flush (all of them when there was none). */
  trailingFailures: number;
  /** When the first of those failed. */
  trailingFailingSince: Date | null;
  /** The error message of the last failure. */
  lastError: string | null;
}

/** A destination's health after a flush, and whether it was failing before it. */
export interface HealthAfter {
  destination_id: string;
  organization_id: string;
  consecutive_failures: number;
  failing_since: Date | null;
  /** When the run of failures it was in before the flush began. */
  previous_failing_since: Date | null;
  recovered: boolean;
}

/** One bucket of a time series, summed over the series the filters select. */
export interface SeriesRow {
  ts: Date;
  received: number;
  delivered: number;
  failed_attempts: number;
  dead_lettered: number;
  rate_limited: number;
  latency: number[];
}

export interface SeriesFilter {
  projectId?: string;
  endpointId?: string;
  destinationId?: string;
  /** The notifications endpoint's series count too (they do when the filter names it). */
  includeNotifications?: boolean;
}

/** A destination's health as read for its answer. */
export interface HealthRow {
  destination_id: string;
  delivered_1h: number;
  failed_1h: number;
  delivered_24h: number;
  failed_24h: number;
  latency_1h: number[];
  last_success_at: Date | null;
  last_failure_at: Date | null;
  consecutive_failures: number | null;
  failing_since: Date | null;
}

const COUNTERS = ['received', 'delivered', 'failed_attempts', 'dead_lettered', 'rate_limited', ...LATENCY_COLUMNS];
const STATS_COLUMNS = ['organization_id', 'project_id', 'endpoint_id', 'destination_id', 'bucket', ...COUNTERS];
const ARRAY_TYPES = ['uuid', 'uuid', 'uuid', 'uuid', 'timestamptz', ...COUNTERS.map(() => 'int')];

/**
 * Adds rows to a statistics table in one statement. The rows go in key order, so two processes
 * flushing the same series lock them in the same order (no deadlock).
 */
function addStatement(table: 'stats_minutes' | 'stats_hours') {
  const arrays = ARRAY_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  return statement(
    `stats_add_${table}`,
    `INSERT INTO ${table} AS s (${STATS_COLUMNS.join(', ')})
     SELECT * FROM unnest(${arrays}) ORDER BY 1, 5, 3, 4
     ON CONFLICT (organization_id, bucket, endpoint_id, destination_id)
     DO UPDATE SET ${COUNTERS.map((column) => `${column} = s.${column} + excluded.${column}`).join(', ')}`,
  );
}
const ADD_MINUTES = addStatement('stats_minutes');
const ADD_HOURS = addStatement('stats_hours');

/**
 * A destination's run of failures goes on, or (after a success in the flush) starts again from
 * what followed that success. `before` is the row as it was when the statement started.
 */
const UPDATE_HEALTH = statement(
  'stats_update_health',
  `WITH input AS (
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::int[], $6::timestamptz[], $7::text[])
       AS t(destination_id, organization_id, last_success_at, last_failure_at, trailing_failures, trailing_failing_since, last_error)
   ), before AS (
     SELECT h.destination_id, h.failing_since FROM destination_health h JOIN input USING (destination_id)
   ), after AS (
     INSERT INTO destination_health AS h (destination_id, organization_id, last_success_at, last_failure_at, consecutive_failures,
                                          failing_since, last_error)
     SELECT destination_id, organization_id, last_success_at, last_failure_at, trailing_failures, trailing_failing_since, last_error
       FROM input WHERE EXISTS (SELECT 1 FROM destinations d WHERE d.id = input.destination_id) ORDER BY destination_id
     ON CONFLICT (destination_id) DO UPDATE SET
       last_success_at = greatest(h.last_success_at, excluded.last_success_at),
       last_failure_at = greatest(h.last_failure_at, excluded.last_failure_at),
       consecutive_failures = CASE WHEN excluded.last_success_at IS NULL THEN h.consecutive_failures + excluded.consecutive_failures
                                   ELSE excluded.consecutive_failures END,
       failing_since = CASE WHEN excluded.last_success_at IS NULL THEN coalesce(h.failing_since, excluded.failing_since)
                            ELSE excluded.failing_since END,
       last_error = CASE WHEN excluded.last_failure_at >= h.last_failure_at OR h.last_failure_at IS NULL
                         THEN coalesce(excluded.last_error, h.last_error) ELSE h.last_error END
     RETURNING h.destination_id, h.organization_id, h.consecutive_failures, h.failing_since
   )
   SELECT a.*, b.failing_since AS previous_failing_since,
          (b.failing_since IS NOT NULL AND i.last_success_at IS NOT NULL) AS recovered
     FROM after a JOIN input i USING (destination_id) LEFT JOIN before b USING (destination_id)`,
);

/** What needs attention in an organization (its home page). */
export interface AttentionRows {
  failing: {
    destination_id: string;
    destination_name: string;
    endpoint_id: string;
    endpoint_name: string;
    failing_since: Date;
    consecutive_failures: number;
    last_error: string | null;
    last_failure_at: Date | null;
  }[];
  disabled: {
    destination_id: string;
    destination_name: string;
    endpoint_id: string;
    endpoint_name: string;
    disabled_reason: string | null;
    disabled_at: Date;
  }[];
  rateLimited: { endpoint_id: string; endpoint_name: string; rate_limited_1h: number; last_rate_limited_at: Date }[];
}

const ATTENTION_LIMIT = 50;

/** Every statement of the statistics and of destination health. */
@Injectable()
export class StatsRepository {
  constructor(
    private readonly sql: SqlExecutor,
    /** The series, which tolerate a replica's lag. */
    private readonly replica: ReplicaSqlExecutor,
  ) {}

  /** Adds minute rows and the hour rows they roll up into, in one transaction; spans organizations (a flush). */
  async addAcrossOrganizations(minutes: StatsRow[], hours: StatsRow[]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      if (minutes.length > 0) await tx.run(ADD_MINUTES, columns(minutes));
      if (hours.length > 0) await tx.run(ADD_HOURS, columns(hours));
    });
  }

  /** Applies what a flush learned of each destination's attempts; spans organizations (a flush). */
  async updateHealthAcrossOrganizations(changes: HealthChange[]): Promise<HealthAfter[]> {
    const sorted = [...changes].sort((a, b) => (a.destinationId < b.destinationId ? -1 : 1));
    const { rows } = await this.sql.run<HealthAfter>(UPDATE_HEALTH, [
      sorted.map((c) => c.destinationId),
      sorted.map((c) => c.organizationId),
      sorted.map((c) => c.lastSuccessAt),
      sorted.map((c) => c.lastFailureAt),
      sorted.map((c) => c.trailingFailures),
      sorted.map((c) => c.trailingFailingSince),
      sorted.map((c) => c.lastError),
    ]);
    return rows;
  }

  /**
   * Disables the destination for `failing` when it is still active and its run of failures is still
   * at least `minAttempts` long and started at least `afterMs` ago, cancelling its open jobs and
   * recording it in the audit log as the system's doing; its name and URL when it did.
   */
  async disableFailing(
    organizationId: string,
    destinationId: string,
    afterMs: number,
    minAttempts: number,
  ): Promise<{ id: string; name: string; url: string; endpoint_id: string } | null> {
    return this.sql.transaction(async (tx: SqlRunner) => {
      const {
        rows: [disabled],
      } = await tx.query<{ id: string; name: string; url: string; endpoint_id: string }>(
        `UPDATE destinations d SET active = false, disabled_reason = 'failing', updated_at = now()
           FROM destination_health h
          WHERE d.id = $2 AND d.organization_id = $1 AND d.active AND d.deleted_at IS NULL AND h.destination_id = d.id
            AND h.consecutive_failures >= $4 AND h.failing_since <= now() - make_interval(secs => $3 / 1000.0)
          RETURNING d.id, d.name, d.url, d.endpoint_id`,
        [organizationId, destinationId, afterMs, minAttempts],
      );
      if (!disabled) return null;
      await cancelOpenJobs(tx, organizationId, destinationId);
      await recordAudit(tx, organizationId, SYSTEM, {
        action: 'destination.disabled',
        target: { type: 'destination', id: destinationId, label: disabled.name },
        changes: { active: { from: true, to: false }, disabled_reason: { from: null, to: 'failing' } },
      });
      return disabled;
    });
  }

  /**
   * The organization's series summed per bucket of `intervalSeconds` from `from` to `to`: hour rows
   * before `minutesFrom` (or everywhere, when null), minute rows from it on.
   */
  async series(
    organizationId: string,
    filter: SeriesFilter,
    from: Date,
    to: Date,
    intervalSeconds: number,
    minutesFrom: Date | null,
  ): Promise<SeriesRow[]> {
    const values: unknown[] = [organizationId, from, to, `${intervalSeconds} seconds`];
    const where = ['organization_id = $1', 'bucket >= $2', 'bucket < $3'];
    if (filter.projectId) where.push(`project_id = $${values.push(filter.projectId)}`);
    if (filter.endpointId) where.push(`endpoint_id = $${values.push(filter.endpointId)}`);
    else if (!filter.destinationId && !filter.includeNotifications) where.push(notNotifications('endpoint_id', '$1'));
    // A destination's series has no received count of its own: that of its endpoint is its.
    if (filter.destinationId) {
      const destination = `$${values.push(filter.destinationId)}`;
      where.push(
        `(destination_id = ${destination} OR (destination_id = '${NO_DESTINATION}' AND endpoint_id = (SELECT endpoint_id FROM destinations WHERE id = ${destination} AND organization_id = $1)))`,
      );
    }
    const sums = COUNTERS.map((column) => `sum(${column})::int AS ${column}`).join(', ');
    const select = (table: string, extra: string) =>
      `SELECT date_bin($4::interval, bucket, '2000-01-01T00:00:00Z') AS ts, ${COUNTERS.join(', ')} FROM ${table} WHERE ${[...where, extra].join(' AND ')}`;
    let rows: string;
    if (minutesFrom === null) rows = select('stats_hours', 'true');
    else {
      const split = `$${values.push(minutesFrom)}`;
      rows = `${select('stats_hours', `bucket < ${split}`)} UNION ALL ${select('stats_minutes', `bucket >= ${split}`)}`;
    }
    const { rows: result } = await this.replica.query<Record<string, number> & { ts: Date }>(
      `SELECT ts, ${sums} FROM (${rows}) r GROUP BY ts ORDER BY ts`,
      values,
    );
    return result.map((row) => ({
      ts: row.ts,
      received: row.received,
      delivered: row.delivered,
      failed_attempts: row.failed_attempts,
      dead_lettered: row.dead_lettered,
      rate_limited: row.rate_limited,
      latency: LATENCY_COLUMNS.map((column) => row[column] ?? 0),
    }));
  }

  /** The health figures of some of the organization's destinations: last hour from minute rows, last 24 h from hour rows. */
  async health(organizationId: string, destinationIds: string[]): Promise<HealthRow[]> {
    if (destinationIds.length === 0) return [];
    const latency = LATENCY_COLUMNS.map((column) => `coalesce(sum(${column}), 0)::int`).join(', ');
    const { rows } = await this.sql.query<HealthRow>(
      `SELECT d.id AS destination_id, m.delivered_1h, m.failed_1h, m.latency_1h, hh.delivered_24h, hh.failed_24h,
              h.last_success_at, h.last_failure_at, h.consecutive_failures, h.failing_since
         FROM unnest($2::uuid[]) AS d(id)
         LEFT JOIN destination_health h ON h.destination_id = d.id AND h.organization_id = $1
         CROSS JOIN LATERAL (
           SELECT coalesce(sum(delivered), 0)::int AS delivered_1h, coalesce(sum(failed_attempts), 0)::int AS failed_1h, ARRAY[${latency}] AS latency_1h
             FROM stats_minutes WHERE organization_id = $1 AND destination_id = d.id AND bucket >= now() - interval '1 hour'
         ) m
         CROSS JOIN LATERAL (
           SELECT coalesce(sum(delivered), 0)::int AS delivered_24h, coalesce(sum(failed_attempts), 0)::int AS failed_24h
             FROM stats_hours WHERE organization_id = $1 AND destination_id = d.id AND bucket >= date_trunc('hour', now()) - interval '23 hours'
         ) hh`,
      [organizationId, destinationIds],
    );
    return rows;
  }

  /**
   * The organization's active destinations failing now (oldest run first), its disabled ones (latest
   * first), and its endpoints that refused ingests for their rate limit in the last hour; 50 of each at most.
   */
  async attention(organizationId: string): Promise<AttentionRows> {
    const [failing, disabled, rateLimited] = await Promise.all([
      this.sql.query<AttentionRows['failing'][number]>(
        `SELECT d.id AS destination_id, d.name AS destination_name, d.endpoint_id, e.name AS endpoint_name, h.failing_since,
                h.consecutive_failures, h.last_error, h.last_failure_at
           FROM destination_health h JOIN destinations d ON d.id = h.destination_id JOIN endpoints e ON e.id = d.endpoint_id
          WHERE h.organization_id = $1 AND h.failing_since IS NOT NULL AND d.active AND d.deleted_at IS NULL
          ORDER BY h.failing_since, d.id LIMIT ${ATTENTION_LIMIT}`,
        [organizationId],
      ),
      this.sql.query<AttentionRows['disabled'][number]>(
        `SELECT d.id AS destination_id, d.name AS destination_name, d.endpoint_id, e.name AS endpoint_name, d.disabled_reason,
                d.updated_at AS disabled_at
           FROM destinations d JOIN endpoints e ON e.id = d.endpoint_id
          WHERE d.organization_id = $1 AND NOT d.active AND d.deleted_at IS NULL
          ORDER BY d.updated_at DESC, d.id LIMIT ${ATTENTION_LIMIT}`,
        [organizationId],
      ),
      this.sql.query<AttentionRows['rateLimited'][number]>(
        `SELECT s.endpoint_id, e.name AS endpoint_name, sum(s.rate_limited)::int AS rate_limited_1h,
                max(s.bucket) + interval '1 minute' AS last_rate_limited_at
           FROM stats_minutes s JOIN endpoints e ON e.id = s.endpoint_id
          WHERE s.organization_id = $1 AND s.bucket >= now() - interval '1 hour' AND s.destination_id = '${NO_DESTINATION}'
            AND s.rate_limited > 0
          GROUP BY s.endpoint_id, e.name ORDER BY rate_limited_1h DESC LIMIT ${ATTENTION_LIMIT}`,
        [organizationId],
      ),
    ]);
    return { failing: failing.rows, disabled: disabled.rows, rateLimited: rateLimited.rows };
  }

  /** Deletes the minute and hour rows of buckets before the cut-offs, 1,000 at a time; spans organizations (maintenance). */
  async deleteExpiredAcrossOrganizations(minutesBefore: Date, hoursBefore: Date): Promise<number> {
    let deleted = 0;
    for (const [table, before] of [
      ['stats_minutes', minutesBefore],
      ['stats_hours', hoursBefore],
    ] as const) {
      for (;;) {
        const { rowCount } = await this.sql.query(
          `DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE bucket < $1 LIMIT 1000))`,
          [before],
        );
        deleted += rowCount;
        if (rowCount < 1000) break;
      }
    }
    return deleted;
  }
}

/** The statement's parameters: one array per column, one element per row. */
function columns(rows: StatsRow[]): unknown[][] {
  return [
    rows.map((r) => r.organizationId),
    rows.map((r) => r.projectId),
    rows.map((r) => r.endpointId),
    rows.map((r) => r.destinationId),
    rows.map((r) => r.bucket),
    rows.map((r) => r.received),
    rows.map((r) => r.delivered),
    rows.map((r) => r.failedAttempts),
    rows.map((r) => r.deadLettered),
    rows.map((r) => r.rateLimited),
    ...LATENCY_COLUMNS.map((_, i) => rows.map((r) => r.latency[i] ?? 0)),
  ];
}
