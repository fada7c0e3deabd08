import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { problems } from '../../core/http/problem';
import { AttentionResponseDto, DestinationHealthDto, StatsInterval, TimeseriesQueryDto, TimeseriesResponseDto } from './dto/stats.dto';
import { healthState } from './health-state';
import { emptyHistogram, quantile } from './latency-histogram';
import { StatsRepository } from './stats.repository';

const INTERVAL_SECONDS: Record<StatsInterval, number> = { '1m': 60, '5m': 300, '1h': 3600, '1d': 86_400 };
const MAX_BUCKETS = 1500;
const HOUR_MS = 3_600_000;
/** Minute rows are read from this long ago (they are kept an hour longer, see deleteExpired). */
export const MINUTE_ROWS_HOURS = 48;
/** Buckets are aligned on this origin (a UTC midnight), as date_bin aligns them. */
const ORIGIN_MS = Date.UTC(2000, 0, 1);
/** The latest `to`: every bucket (a day at most) then ends within year 9999, which RFC 3339 can write. */
const LATEST_TO_MS = Date.UTC(9999, 11, 31);
const LATEST_TO = new Date(LATEST_TO_MS).toISOString().replace('.000Z', 'Z');

@Injectable()
export class StatsService {
  constructor(private readonly repository: StatsRepository) {}

  /** Every bucket from `from` to `to`, zeros included; 1m and 5m read minute rows where they are still kept, hour rows before. */
  async timeseries(auth: AuthContext, query: TimeseriesQueryDto, now = Date.now()): Promise<TimeseriesResponseDto> {
    const interval = query.interval ?? '1h';
    const step = INTERVAL_SECONDS[interval] * 1000;
    const to = query.to ? Date.parse(query.to) : now;
    if (to > LATEST_TO_MS) throw problems.validation([{ field: 'to', message: `must not be after ${LATEST_TO}` }]);
    const requestedFrom = query.from ? Date.parse(query.from) : to - 24 * HOUR_MS;
    if (requestedFrom >= to) throw problems.validation([{ field: 'from', message: 'must be before to' }]);
    const first = align(requestedFrom, step);
    const count = Math.ceil((to - first) / step);
    if (count > MAX_BUCKETS) {
      throw problems.validation([
        { field: 'interval', message: `the range holds ${count} buckets of ${interval}; at most ${MAX_BUCKETS}` },
      ]);
    }
    const minutesFrom = step < HOUR_MS ? new Date(align(now, HOUR_MS) - MINUTE_ROWS_HOURS * HOUR_MS) : null;
    const rows = await this.repository.series(
      auth.organizationId,
      query,
      new Date(first),
      new Date(first + count * step),
      step / 1000,
      minutesFrom,
    );
    const byTime = new Map(rows.map((row) => [row.ts.getTime(), row]));
    const data = Array.from({ length: count }, (_, i) => {
      const ts = first + i * step;
      const row = byTime.get(ts);
      const latency = row?.latency ?? emptyHistogram();
      return {
        ts: new Date(ts).toISOString(),
        received: row?.received ?? 0,
        delivered: row?.delivered ?? 0,
        failed_attempts: row?.failed_attempts ?? 0,
        dead_lettered: row?.dead_lettered ?? 0,
        rate_limited: row?.rate_limited ?? 0,
        latency_p50_ms: quantile(latency, 0.5),
        latency_p95_ms: quantile(latency, 0.95),
      };
    });
    return { interval, from: new Date(first).toISOString(), to: new Date(first + count * step).toISOString(), data };
  }

  /** What needs attention: destinations failing now, disabled destinations, rate-limited endpoints. */
  async attention(auth: AuthContext): Promise<AttentionResponseDto> {
    const { failing, disabled, rateLimited } = await this.repository.attention(auth.organizationId);
    return {
      failing_destinations: failing.map((row) => ({
        ...row,
        failing_since: row.failing_since.toISOString(),
        last_failure_at: row.last_failure_at?.toISOString() ?? null,
      })),
      disabled_destinations: disabled.map((row) => ({ ...row, disabled_at: row.disabled_at.toISOString() })),
      rate_limited_endpoints: rateLimited.map((row) => ({ ...row, last_rate_limited_at: row.last_rate_limited_at.toISOString() })),
    };
  }

  /** The health of the organization's destinations, by id (each with whether it is active, for its state). */
  async health(
    organizationId: string,
    destinations: readonly { id: string; active: boolean }[],
  ): Promise<Map<string, DestinationHealthDto>> {
    const active = new Map(destinations.map((destination) => [destination.id, destination.active]));
    const rows = await this.repository.health(organizationId, [...active.keys()]);
    const rate = (delivered: number, failed: number) => (delivered + failed === 0 ? null : round(delivered / (delivered + failed)));
    return new Map(
      rows.map((row): [string, DestinationHealthDto] => {
        const figures = {
          success_rate_1h: rate(row.delivered_1h, row.failed_1h),
          success_rate_24h: rate(row.delivered_24h, row.failed_24h),
          consecutive_failures: row.consecutive_failures ?? 0,
        };
        return [
          row.destination_id,
          {
            state: healthState(active.get(row.destination_id) ?? false, figures),
            ...figures,
            last_success_at: row.last_success_at?.toISOString() ?? null,
            last_failure_at: row.last_failure_at?.toISOString() ?? null,
            failing_since: row.failing_since?.toISOString() ?? null,
            latency_p95_ms_1h: quantile(row.latency_1h, 0.95),
          },
        ];
      }),
    );
  }
}

function align(ms: number, step: number): number {
  return ms - ((((ms - ORIGIN_MS) % step) + step) % step);
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
