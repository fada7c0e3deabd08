import request from 'supertest';
import { createTenant, ingest } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /metrics (docs/http.md, Metrics and health)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  it('serves Prometheus text with ingest counts, delivery outcomes, queue depth and the process metrics', async () => {
    const tenant = await createTenant(api.url);
    await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await ingest(api.url, 'not-a-token', '{}').expect(401);
    const res = await request(api.url).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/^hookyard_ingest_requests_total\{status="202"\} [1-9]\d*$/m);
    expect(res.text).toMatch(/^hookyard_ingest_requests_total\{status="401"\} [1-9]\d*$/m);
    expect(res.text).toMatch(/^# TYPE hookyard_delivery_attempts_total counter$/m);
    expect(res.text).toMatch(/^hookyard_queue_depth\{queue="deliveries",state="waiting"\} \d+$/m);
    expect(res.text).toMatch(/^hookyard_queue_depth\{queue="bulk-deliveries",state="waiting"\} \d+$/m);
    expect(res.text).toMatch(/^process_cpu_seconds_total [\d.e+-]+$/m);
    expect(res.text).toMatch(/^process_resident_memory_bytes [1-9]\d*$/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e+-]+$/m);
  });

  it('answers 404 when METRICS_ENABLED=false', async () => {
    const off = await startTestApp({ METRICS_ENABLED: 'false' });
    try {
      const res = await request(off.url).get('/metrics').expect(404);
      expect(res.body.code).toBe('not_found');
    } finally {
      await off.close();
    }
  });
});
