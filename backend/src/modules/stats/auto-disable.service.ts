import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { StatsCounter } from './stats-counter';
import { HealthAfter, StatsRepository } from './stats.repository';

/** A disabled or recovered destination, for whoever wants to tell the organization. */
export interface DestinationChange {
  kind: 'disabled' | 'recovered';
  organizationId: string;
  destinationId: string;
  /** The run of failures it ended with (disabled) or recovered from. */
  failingSince: Date | null;
  consecutiveFailures: number;
}

export type DestinationChangeListener = (change: DestinationChange) => Promise<void>;

/**
 * Auto-disable (issue #17): after each flush of destination health, a destination whose attempts
 * have all failed for DESTINATION_DISABLE_AFTER, with at least DESTINATION_DISABLE_MIN_ATTEMPTS of
 * them, is disabled with reason `failing` (its open jobs cancelled, as for any disable). Checked
 * where the failures are learned, in the worker, so nothing scans destinations on a timer.
 */
@Injectable()
export class AutoDisable implements OnModuleInit {
  private readonly logger = new Logger(AutoDisable.name);
  private readonly listeners: DestinationChangeListener[] = [];

  constructor(
    private readonly counter: StatsCounter,
    private readonly repository: StatsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.counter.onHealth((after) => this.check(after));
  }

  onChange(listener: DestinationChangeListener): void {
    this.listeners.push(listener);
  }

  async check(after: HealthAfter[], now = Date.now()): Promise<void> {
    for (const health of after) {
      if (health.recovered) await this.tell({ kind: 'recovered', ...changeOf(health), failingSince: health.previous_failing_since });
      const failingFor = health.failing_since === null ? 0 : now - health.failing_since.getTime();
      if (health.consecutive_failures < this.config.destinationDisableMinAttempts || failingFor < this.config.destinationDisableAfterMs)
        continue;
      const disabled = await this.repository.disableFailing(
        health.organization_id,
        health.destination_id,
        this.config.destinationDisableAfterMs,
        this.config.destinationDisableMinAttempts,
      );
      if (!disabled) continue; // disabled already, or it recovered meanwhile
      this.logger.log({
        msg: 'destination disabled: failing',
        destination_id: health.destination_id,
        failing_since: health.failing_since?.toISOString(),
        consecutive_failures: health.consecutive_failures,
      });
      await this.tell({ kind: 'disabled', ...changeOf(health) });
    }
  }

  private async tell(change: DestinationChange): Promise<void> {
    for (const listener of this.listeners) {
      await listener(change).catch((error: Error) => this.logger.warn(`telling of a ${change.kind} destination failed: ${error.message}`));
    }
  }
}

function changeOf(health: HealthAfter): Omit<DestinationChange, 'kind'> {
  return {
    organizationId: health.organization_id,
    destinationId: health.destination_id,
    failingSince: health.failing_since,
    consecutiveFailures: health.consecutive_failures,
  };
}
