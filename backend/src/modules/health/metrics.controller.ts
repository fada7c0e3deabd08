import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Queue } from 'bullmq';
import { Authenticated } from '../../core/auth/authenticated.decorator';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { problems } from '../../core/http/problem';
import { metrics, registry } from '../../core/metrics/metrics';
import { QueueName } from '../../core/queue/queue.constants';

/** Prometheus text format; off with METRICS_ENABLED=false. */
@ApiExcludeController()
@Controller('metrics')
@Authenticated({ public: true })
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.Deliveries) private readonly queue: Queue,
    @InjectQueue(QueueName.BulkDeliveries) private readonly bulkQueue: Queue,
  ) {}

  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  async scrape(): Promise<string> {
    if (!this.config.metricsEnabled) throw problems.notFound();
    for (const queue of [this.queue, this.bulkQueue]) {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed').catch(() => null);
      for (const [state, count] of Object.entries(counts ?? {})) metrics.queueDepth.set({ queue: queue.name, state }, count);
    }
    return registry.metrics();
  }
}
