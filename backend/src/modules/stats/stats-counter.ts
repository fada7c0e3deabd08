import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { emptyHistogram, latencyBucket } from './latency-histogram';
import { HealthAfter, HealthChange, NO_DESTINATION, StatsRepository, StatsRow } from './stats.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Past this many series waiting (the database away for long), new counts are dropped rather than memory grown. */
const MAX_PENDING_SERIES = 100_000;

/** Where an event or attempt belongs. */
export interface Series {
  organizationId: string;
  projectId: string;
  endpointId: string;
}

/** What the worker learned of destinations in one flush, for auto-disable and notifications. */
export type HealthListener = (after: HealthAfter[]) => Promise<void>;

/**
 * Statistics kept as they happen (issue #17): the api counts what it received, the worker each
 * attempt's outcome and duration, into per-minute rows in memory, written every STATS_FLUSH_MS in
 * one statement per table (minute rows and the hour rows they roll up into). Counting costs a map
 * update per event; nothing is read back at ingest or delivery. What a process counted since its
 * last flush is lost if it is killed with SIGKILL (a clean stop flushes); a flush that fails is
 * kept and tried again with the next.
 */
@Injectable()
export class StatsCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StatsCounter.name);
  private pending = new Map<string, StatsRow>();
  private health = new Map<string, HealthChange>();
  /** Destinations whose health is kept but never handed to the listeners: notification URLs (no notification about a notification). */
  private quiet = new Set<string>();
  private readonly listeners: HealthListener[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly repository: StatsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.statsFlushMs);
    this.timer.unref();
  }

  /**
   * The last flush, once the worker took its last delivery (its permits close before shutdown
   * hooks run) and before the database closes (a deeper module, shut down after this one). Not in
   * onModuleDestroy: waiting there would let a delivery start while the worker is stopping.
   */
  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  /** Called after each flush that changed destination health. */
  onHealth(listener: HealthListener): void {
    this.listeners.push(listener);
  }

  /** One event received by the endpoint. */
  received(series: Series, at = Date.now()): void {
    const row = this.row(series, NO_DESTINATION, at);
    if (row) row.received++;
  }

  /** One ingest refused by the endpoint's rate limit. */
  rateLimited(series: Series, at = Date.now()): void {
    const row = this.row(series, NO_DESTINATION, at);
    if (row) row.rateLimited++;
  }

  /**
   * One attempt to a destination: its outcome (the error message of a failure), its duration, and
   * whether its job was dead-lettered. A `quiet` destination's health is kept but never reaches the
   * listeners (auto-disable, notifications).
   */
  attempt(
    series: Series,
    destinationId: string,
    error: string | null,
    durationMs: number,
    deadLettered: boolean,
    { quiet = false, at = Date.now() }: { quiet?: boolean; at?: number } = {},
  ): void {
    if (quiet) this.quiet.add(destinationId);
    const succeeded = error === null;
    const row = this.row(series, destinationId, at);
    if (row) {
      if (succeeded) row.delivered++;
      else row.failedAttempts++;
      if (deadLettered) row.deadLettered++;
      row.latency[latencyBucket(durationMs)]!++;
    }
    const when = new Date(at);
    const change = this.health.get(destinationId) ?? {
      destinationId,
      organizationId: series.organizationId,
      lastSuccessAt: null,
      lastFailureAt: null,
      trailingFailures: 0,
      trailingFailingSince: null,
      lastError: null,
    };
    if (succeeded) {
      change.lastSuccessAt = when;
      change.trailingFailures = 0;
      change.trailingFailingSince = null;
    } else {
      change.lastFailureAt = when;
      change.lastError = error;
      change.trailingFailures++;
      change.trailingFailingSince ??= when;
    }
    this.health.set(destinationId, change);
  }

  /** Writes what was counted since the last flush; one flush at a time (a second caller waits for it, then flushes). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0 && this.health.size === 0) return;
    this.flushing = this.write().finally(() => (this.flushing = null));
    await this.flushing;
  }

  private async write(): Promise<void> {
    const minutes = [...this.pending.values()];
    const changes = [...this.health.values()];
    const quiet = this.quiet;
    this.pending = new Map();
    this.health = new Map();
    this.quiet = new Set();
    try {
      await this.repository.addAcrossOrganizations(minutes, rollUp(minutes));
    } catch (error) {
      this.logger.warn(`could not write ${minutes.length} statistics row(s), keeping them for the next flush: ${(error as Error).message}`);
      for (const row of minutes) this.merge(row);
    }
    if (changes.length === 0) return;
    let after: HealthAfter[];
    try {
      after = await this.repository.updateHealthAcrossOrganizations(changes);
    } catch (error) {
      this.logger.warn(`could not update the health of ${changes.length} destination(s): ${(error as Error).message}`);
      return;
    }
    const told = after.filter((health) => !quiet.has(health.destination_id));
    if (told.length === 0) return;
    for (const listener of this.listeners) {
      await listener(told).catch((error: Error) => this.logger.warn(`destination health follow-up failed: ${error.message}`));
    }
  }

  /** The row of a series' minute, made when missing; null when too many rows wait already. */
  private row(series: Series, destinationId: string, at: number): StatsRow | null {
    const minute = at - (at % MINUTE_MS);
    const key = `${series.endpointId}|${destinationId}|${minute}`;
    let row = this.pending.get(key);
    if (!row) {
      if (this.pending.size >= MAX_PENDING_SERIES) return null;
      row = {
        organizationId: series.organizationId,
        projectId: series.projectId,
        endpointId: series.endpointId,
        destinationId,
        bucket: new Date(minute),
        received: 0,
        delivered: 0,
        failedAttempts: 0,
        deadLettered: 0,
        rateLimited: 0,
        latency: emptyHistogram(),
      };
      this.pending.set(key, row);
    }
    return row;
  }

  /** Puts a row that could not be written back among the pending ones. */
  private merge(row: StatsRow): void {
    const into = this.row(row, row.destinationId, row.bucket.getTime());
    if (into) addCounts(into, row);
  }
}

/** Adds `row`'s counts to `into`'s. */
function addCounts(into: StatsRow, row: StatsRow): void {
  into.received += row.received;
  into.delivered += row.delivered;
  into.failedAttempts += row.failedAttempts;
  into.deadLettered += row.deadLettered;
  into.rateLimited += row.rateLimited;
  row.latency.forEach((count, i) => (into.latency[i]! += count));
}

/** The hour rows that minute rows add up to. */
export function rollUp(minutes: StatsRow[]): StatsRow[] {
  const hours = new Map<string, StatsRow>();
  for (const row of minutes) {
    const hour = row.bucket.getTime() - (row.bucket.getTime() % HOUR_MS);
    const key = `${row.endpointId}|${row.destinationId}|${hour}`;
    const into = hours.get(key);
    if (into) addCounts(into, row);
    else hours.set(key, { ...row, bucket: new Date(hour), latency: [...row.latency] });
  }
  return [...hours.values()];
}
