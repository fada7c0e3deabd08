import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Hookyard's Prometheus metrics: one registry per process, served at GET /metrics (a separate
 * worker's on WORKER_PORT), with prom-client's process and Node.js ones (`process_*`, `nodejs_*`:
 * CPU, memory, event loop lag, garbage collection) under their usual names.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const metrics = {
  ingestRequests: new Counter({
    name: 'hookyard_ingest_requests_total',
    help: 'Ingest requests by HTTP status',
    labelNames: ['status'] as const,
    registers: [registry],
  }),
  ingestDuration: new Histogram({
    name: 'hookyard_ingest_duration_seconds',
    help: 'Time to accept (store) an ingested event',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  }),
  verificationRefusals: new Counter({
    name: 'hookyard_ingest_verification_refusals_total',
    help: 'Ingest requests refused by sender verification (401 signature_invalid), by endpoint and reason',
    labelNames: ['endpoint_id', 'reason'] as const,
    registers: [registry],
  }),
  rateLimitFailOpen: new Counter({
    name: 'hookyard_rate_limit_fail_open_total',
    help: 'Requests let through because Redis could not be asked (rate limiting fails open)',
    labelNames: ['limiter'] as const,
    registers: [registry],
  }),
  enqueueFailures: new Counter({
    name: 'hookyard_enqueue_failures_total',
    help: 'Delivery jobs committed but not handed to the queue (the outbox relay re-queues them)',
    registers: [registry],
  }),
  relayRequeued: new Counter({
    name: 'hookyard_outbox_requeued_total',
    help: 'Delivery jobs re-queued by the outbox relay',
    registers: [registry],
  }),
  deliveries: new Counter({
    name: 'hookyard_delivery_attempts_total',
    help: 'Delivery attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  deliveryDuration: new Histogram({
    name: 'hookyard_delivery_duration_seconds',
    help: 'Duration of delivery attempts',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60],
    registers: [registry],
  }),
  transformationDuration: new Histogram({
    name: 'hookyard_transformation_duration_seconds',
    help: "Time destinations' transformations ran, by outcome (request, skip, error)",
    labelNames: ['outcome'] as const,
    buckets: [0.00005, 0.0001, 0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  }),
  destinationFull: new Counter({
    name: 'hookyard_destination_full_total',
    help: 'Deliveries that found their destination at DESTINATION_CONCURRENCY: waited for a slot in the worker, or went back to the queue',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  organizationFull: new Counter({
    name: 'hookyard_organization_full_total',
    help: 'Deliveries refused a slot because their organization had ORGANIZATION_CONCURRENCY deliveries in flight',
    registers: [registry],
  }),
  queueDepth: new Gauge({
    name: 'hookyard_queue_depth',
    help: 'BullMQ jobs by queue (deliveries, bulk-deliveries) and state, read at each scrape (a batch counts once)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  }),
};
