import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { metrics } from '../../core/metrics/metrics';
import type { TransformOutcome } from './sandbox';
import { SandboxPool } from './sandbox-pool';
import type { TransformInput } from './transformation';

/** The process's transformation sandbox (on a thread of its own), within TRANSFORM_TIMEOUT_MS; each run's time counted by outcome. */
@Injectable()
export class Transformations implements OnModuleDestroy {
  private readonly sandbox: SandboxPool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sandbox = new SandboxPool(config.transformTimeoutMs);
  }

  async run(code: string, input: TransformInput, cacheKey: string | null): Promise<TransformOutcome> {
    const outcome = await this.sandbox.run(code, input, cacheKey);
    metrics.transformationDuration.observe({ outcome: outcome.kind }, outcome.durationMs / 1000);
    return outcome;
  }

  async onModuleDestroy(): Promise<void> {
    await this.sandbox.close();
  }
}
