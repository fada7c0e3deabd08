import { Queue } from 'bullmq';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { QueueName } from '../../src/core/queue/queue.constants';
import { bullConnection, bullPrefix } from '../../src/core/queue/redis';
import type { AppConfig } from '../../src/core/config/app-config';
import { bearer, createDestination, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { freePort } from '../support/private-redis';
import { Receiver, Reply, startReceiver } from '../support/receiver';
import { testConfig } from '../support/test-app';
import { buildBackend, spawnApi, spawnWorker, WorkerProcess } from '../support/worker-process';

/** A span as the OTLP/HTTP JSON exporter sends it (ids in hex). */
interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number };
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpKeyValue {
  key: string;
  value: OtlpValue;
}

interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpKeyValue[] };
    scopeSpans: { spans: (Omit<ExportedSpan, 'service' | 'attributes'> & { attributes?: OtlpKeyValue[] })[] }[];
  }[];
}

const plain = (value: OtlpValue) =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue!));
const attributes = (list: OtlpKeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

/** Every span the collector received, flattened, with its service name. */
function spansOf(collector: Receiver): ExportedSpan[] {
  return collector.requests
    .filter((received) => received.method === 'POST' && received.path === '/v1/traces')
    .flatMap((received) => (JSON.parse(received.body.toString('utf8')) as OtlpExport).resourceSpans)
    .flatMap(({ resource, scopeSpans }) =>
      scopeSpans.flatMap(({ spans }) =>
        spans.map((span) => ({
          ...span,
          service: String(attributes(resource.attributes)['service.name']),
          attributes: attributes(span.attributes),
        })),
      ),
    );
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
const SPAN_KIND_PRODUCER = 4;
const STATUS_ERROR = 2;

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`)).filter((id) => /[1-9a-f]/.test(id));

/**
 * Traces end to end, with the OpenTelemetry SDK in real api and worker processes (it registers
 * global state, so they run as `node dist/main.js` and `node dist/worker.js`) exporting over
 * OTLP/HTTP to a collector on loopback: this test's HTTP server, which records what it receives.
 */
describe('traces: OTLP/HTTP spans from ingest to every attempt', () => {
  let collector: Receiver;
  let destination: Receiver;
  let replies: Reply[] = [];
  let api: WorkerProcess;
  let worker: WorkerProcess;
  let url: string;
  let config: AppConfig;

  beforeAll(async () => {
    buildBackend();
    collector = await startReceiver((received) =>
      received.method === 'POST' && received.path === '/v1/traces'
        ? { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' }
        : { status: 404 },
    );
    destination = await startReceiver(() => replies.shift() ?? { status: 200 });
    config = testConfig();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: new URL(collector.url).origin,
      OTEL_BSP_SCHEDULE_DELAY: '50',
      PROPAGATE_TRACE_CONTEXT: 'true',
      RETRY_SCHEDULE: '200ms,200ms',
    };
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    api = spawnApi(config, port, tracing);
    worker = spawnWorker(config, tracing);
    const up = await pollUntil(
      () =>
        request(url)
          .get('/healthz')
          .then(
            (res) => res.status,
            () => 0,
          ),
      (status) => status === 200,
      30_000,
    );
    if (up !== 200) throw new Error(`the api did not start: ${api.output()}`);
  }, 180_000);

  afterAll(async () => {
    for (const started of [api, worker]) started?.child.kill('SIGKILL');
    await Promise.all([api?.exited, worker?.exited]);
    await collector?.close();
    await destination?.close();
  });

  /** The spans of one trace, once `done` holds of them. */
  async function traceOf(traceId: () => string | undefined, done: (spans: ExportedSpan[]) => boolean): Promise<ExportedSpan[]> {
    const spans = await pollUntil(async () => spansOf(collector).filter((span) => span.traceId === traceId()), done, 15_000);
    if (!done(spans))
      throw new Error(`the collector has not the expected spans: ${JSON.stringify(spans)}\n${api.output()}\n${worker.output()}`);
    return spans;
  }

  it('exports the ingest, its store and every attempt of the event, the retry included, in one trace', async () => {
    replies = [{ status: 500 }, { status: 200 }];
    const tenant = await createTenant(url);
    const target = await createDestination(url, tenant.key, tenant.endpoint.id, destination.url);
    const accepted = await ingest(url, tenant.endpoint.token, '{"traced":true}').expect(202);
    const eventId: string = accepted.body.event_id;
    await waitForEvent(url, tenant.key, eventId, (event) => event.status === 'delivered', 15_000);

    const ingestSpan = () => spansOf(collector).find((span) => span.name === 'ingest' && span.attributes['hookyard.event.id'] === eventId);
    const spans = await traceOf(
      () => ingestSpan()?.traceId,
      (found) => found.filter((span) => span.name === 'delivery attempt').length === 2 && found.some((span) => span.name === 'store'),
    );
    const root = ingestSpan()!;
    expect(root).toMatchObject({
      service: 'hookyard-api',
      kind: SPAN_KIND_SERVER,
      attributes: {
        'hookyard.endpoint.id': tenant.endpoint.id,
        'hookyard.event.id': eventId,
        'hookyard.ingest.outcome': 'accepted',
        'http.response.status_code': 202,
      },
    });
    expect(root.parentSpanId || undefined).toBeUndefined();
    expect(spans.find((span) => span.name === 'store')).toMatchObject({
      service: 'hookyard-api',
      kind: SPAN_KIND_PRODUCER,
      parentSpanId: root.spanId,
      attributes: { 'hookyard.store.batched': false },
    });
    const attempts = spans
      .filter((span) => span.name === 'delivery attempt')
      .sort((a, b) => Number(a.attributes['hookyard.attempt.number']) - Number(b.attributes['hookyard.attempt.number']));
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ service: 'hookyard-worker', kind: SPAN_KIND_CLIENT, parentSpanId: root.spanId });
      expect(attempt.attributes).toMatchObject({ 'hookyard.event.id': eventId, 'hookyard.destination.id': target.id });
      expect(attempt.attributes['hookyard.attempt.duration_ms']).toEqual(expect.any(Number));
    }
    expect(attempts[0].attributes).toMatchObject({
      'hookyard.attempt.number': 1,
      'hookyard.attempt.status': 'failed',
      'http.response.status_code': 500,
      'hookyard.attempt.error_code': 'http_status',
      'hookyard.attempt.next': 'retry_scheduled',
    });
    expect(attempts[0].status?.code).toBe(STATUS_ERROR);
    expect(attempts[1].attributes).toMatchObject({
      'hookyard.attempt.number': 2,
      'hookyard.attempt.status': 'success',
      'http.response.status_code': 200,
      'hookyard.attempt.next': 'succeeded',
    });
    expect(attempts[1].attributes['hookyard.attempt.error_code']).toBeUndefined();
  });

  it("makes a sender's traceparent the ingest's parent, and sends the destination a traceparent of the attempt, recorded as sent", async () => {
    const tenant = await createTenant(url);
    await createDestination(url, tenant.key, tenant.endpoint.id, destination.url);
    await fc.assert(
      fc.asyncProperty(hex(32), hex(16), async (traceId, parentId) => {
        replies = [];
        const accepted = await ingest(url, tenant.endpoint.token, '{"parent":true}')
          .set('traceparent', `00-${traceId}-${parentId}-01`)
          .expect(202);
        const eventId: string = accepted.body.event_id;
        const event = await waitForEvent(url, tenant.key, eventId, (e) => e.status === 'delivered', 15_000);

        const spans = await traceOf(
          () => traceId,
          (found) => found.some((span) => span.name === 'ingest') && found.some((span) => span.name === 'delivery attempt'),
        );
        const root = spans.find((span) => span.name === 'ingest')!;
        const attempt = spans.find((span) => span.name === 'delivery attempt')!;
        expect(root).toMatchObject({ parentSpanId: parentId, attributes: { 'hookyard.event.id': eventId } });
        expect(attempt.parentSpanId).toBe(root.spanId);

        const sent = destination.requests.filter((received) => received.headers['webhook-id'] === eventId);
        expect(sent).toHaveLength(1);
        expect(sent[0].headers.traceparent).toBe(`00-${traceId}-${attempt.spanId}-01`);
        expect(event.delivery_attempts[0].request_headers.traceparent).toBe(`00-${traceId}-${attempt.spanId}-01`);
      }),
      { numRuns: 4 },
    );
  }, 90_000);

  it('starts a trace of its own for a malformed traceparent, and answers it like any ingest', async () => {
    const tenant = await createTenant(url);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.stringMatching(/^[\x21-\x7e]{1,80}$/),
          fc.constantFrom(
            `00-${'0'.repeat(32)}-${'1'.repeat(16)}-01`,
            `00-${'1'.repeat(32)}-${'0'.repeat(16)}-01`,
            `ff-${'1'.repeat(32)}-${'1'.repeat(16)}-01`,
          ),
        ),
        async (traceparent) => {
          const accepted = await ingest(url, tenant.endpoint.token, '{}').set('traceparent', traceparent).expect(202);
          const ingestSpan = () =>
            spansOf(collector).find((span) => span.name === 'ingest' && span.attributes['hookyard.event.id'] === accepted.body.event_id);
          const spans = await traceOf(
            () => ingestSpan()?.traceId,
            (found) => found.some((span) => span.name === 'ingest'),
          );
          expect(spans.find((span) => span.name === 'ingest')!.parentSpanId || undefined).toBeUndefined();
        },
      ),
      { numRuns: 10 },
    );
  }, 90_000);

  it("keeps a bulk retry's attempt in the event's trace, and exports bulk operation pages and maintenance runs as spans", async () => {
    replies = [{ status: 400 }];
    const tenant = await createTenant(url);
    await createDestination(url, tenant.key, tenant.endpoint.id, destination.url);
    const accepted = await ingest(url, tenant.endpoint.token, '{"bulk":true}').expect(202);
    const eventId: string = accepted.body.event_id;
    await waitForEvent(url, tenant.key, eventId, (event) => event.status === 'failed', 15_000);
    const started = await request(url)
      .post('/api/events/bulk-retry')
      .set(bearer(tenant.key))
      .send({ endpointId: tenant.endpoint.id, status: ['failed'] })
      .expect(202);
    await waitForEvent(url, tenant.key, eventId, (event) => event.status === 'delivered', 15_000);

    const ingestSpan = () => spansOf(collector).find((span) => span.name === 'ingest' && span.attributes['hookyard.event.id'] === eventId);
    const spans = await traceOf(
      () => ingestSpan()?.traceId,
      (found) => found.filter((span) => span.name === 'delivery attempt').length === 2,
    );
    const retried = spans.find((span) => span.name === 'delivery attempt' && span.attributes['hookyard.attempt.number'] === 2);
    expect(retried).toMatchObject({ parentSpanId: ingestSpan()!.spanId, attributes: { 'hookyard.attempt.status': 'success' } });
    const page = await pollUntil(
      async () =>
        spansOf(collector).find(
          (span) => span.name === 'bulk operation page' && span.attributes['hookyard.operation.id'] === started.body.id,
        ),
      (found) => found !== undefined,
    );
    expect(page).toMatchObject({ service: 'hookyard-worker', attributes: { 'hookyard.operation.jobs': 1 } });

    const maintenance = new Queue(QueueName.Maintenance, { prefix: bullPrefix(config), connection: bullConnection(config) });
    try {
      await maintenance.add('delete-expired-rows', {}, { removeOnComplete: true });
      const run = await pollUntil(
        async () => spansOf(collector).find((span) => span.name === 'maintenance delete-expired-rows'),
        (found) => found !== undefined,
      );
      expect(run).toMatchObject({ service: 'hookyard-worker', attributes: { 'hookyard.maintenance.job': 'delete-expired-rows' } });
      expect(run!.parentSpanId || undefined).toBeUndefined();
    } finally {
      await maintenance.close();
    }
  });

  it('loads no OpenTelemetry SDK without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    // Every module of the combined process, then tracing started as its entry points start it.
    const loaded = (endpoint: string) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `require('./dist/combined.module');
           const { loadConfig } = require('./dist/core/config/app-config');
           const config = loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEYS: process.env.KEYS, OTEL_EXPORTER_OTLP_ENDPOINT: '${endpoint}' });
           require('./dist/core/tracing/tracing-sdk').startTracing(config, 'hookyard').then(async (stop) => {
             console.log(Object.keys(require.cache).filter((file) => /@opentelemetry[\\/](sdk-|exporter-)/.test(file)).length);
             await stop();
           });`,
        ],
        { cwd: join(__dirname, '../..'), env: { PATH: process.env.PATH, KEYS: config.encryptionKeys }, encoding: 'utf8' },
      ).trim();
    expect(loaded('')).toBe('0');
    expect(Number(loaded('http://127.0.0.1:9'))).toBeGreaterThan(0);
  }, 30_000);

  it('flushes the spans it still holds when a worker stops on SIGTERM', async () => {
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    // Spans leave in batches every 10 minutes: only the flush at shutdown can export this one in time.
    const holding = spawnWorker(config, {
      OTEL_EXPORTER_OTLP_ENDPOINT: new URL(collector.url).origin,
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    worker = holding;
    const tenant = await createTenant(url);
    await createDestination(url, tenant.key, tenant.endpoint.id, destination.url);
    const accepted = await ingest(url, tenant.endpoint.token, '{"flush":true}').expect(202);
    await waitForEvent(url, tenant.key, accepted.body.event_id, (event) => event.status === 'delivered', 15_000);
    const attemptOf = () =>
      spansOf(collector).find(
        (span) => span.name === 'delivery attempt' && span.attributes['hookyard.event.id'] === accepted.body.event_id,
      );
    expect(attemptOf()).toBeUndefined();

    holding.child.kill('SIGTERM');
    expect(await holding.exited).toBe(0);
    expect(attemptOf()).toMatchObject({ service: 'hookyard-worker', attributes: { 'hookyard.attempt.status': 'success' } });
  }, 60_000);
});
