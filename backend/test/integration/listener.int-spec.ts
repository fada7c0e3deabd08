import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { bearer, createDestination, createTenant, EventDetail, ingest, pollUntil, waitForEvent } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, startTestWorker, TestApp } from '../support/test-app';

const CLI = resolve(__dirname, '../../../cli/bin/hookyard.js');
const FINAL = new Set(['delivered', 'failed', 'dead_lettered']);

/** `hookyard --json listen` as a child process; `records` are the JSON lines it printed so far. */
function listen(url: string, key: string, home: string, endpointId: string, localUrl: string) {
  const child: ChildProcess = spawn(process.execPath, [CLI, '--json', 'listen', endpointId, localUrl, '--name', 'laptop'], {
    env: { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), HOOKYARD_URL: url, HOOKYARD_API_KEY: key },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const records = () =>
    stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { kind: string; event_id?: string; status?: number | null });
  return {
    records,
    stderr: () => stderr,
    ready: () => pollUntil(async () => records().some((r) => r.kind === 'ready'), Boolean, 10_000),
    kill: async (signal: NodeJS.Signals = 'SIGKILL') => {
      child.kill(signal);
      return exited;
    },
  };
}

/**
 * `hookyard listen` (docs/cli.md): the real CLI as a child process forwards a listener
 * destination's deliveries to a local receiver. The api that holds its stream and the worker that
 * delivers are two apps that share only PostgreSQL and Redis.
 */
describe('listener destinations and hookyard listen', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let local: Receiver;
  let home: string;
  const running: ReturnType<typeof listen>[] = [];

  beforeAll(async () => {
    if (!existsSync(join(CLI, '../../dist/hookyard.js'))) throw new Error('the CLI is not built: npm run build first');
    // A retry a minute away: only a reconnecting listener sends the waiting deliveries before it.
    api = await startTestApp({ RETRY_SCHEDULE: '60s,60s,60s', STATS_FLUSH_MS: '100' }, { worker: false });
    worker = await startTestWorker(api.config);
    local = await startReceiver((req) =>
      req.headers['x-fail'] ? { status: 500, body: 'local failure\nsecond line' } : { status: 202, body: 'ok' },
    );
    home = await mkdtemp(join(tmpdir(), 'hookyard-listen-'));
  });

  afterAll(async () => {
    for (const cli of running) await cli.kill();
    await local.close();
    await worker.close();
    await api.close();
    await rm(home, { recursive: true, force: true });
  });

  async function event(url: string, key: string, id: string): Promise<EventDetail> {
    return (await request(url).get(`/api/events/${id}`).set(bearer(key)).expect(200)).body as EventDetail;
  }

  it('refuses a listener with a URL, and an http destination without one, with a clear 400', async () => {
    const tenant = await createTenant(api.url);
    const create = (body: object) =>
      request(api.url).post(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).send(body);
    const withUrl = await create({ name: 'x', type: 'listener', url: local.url });
    expect([withUrl.status, withUrl.body.errors]).toEqual([
      400,
      [{ field: 'url', message: 'url must be left out for a listener destination' }],
    ]);
    const withoutUrl = await create({ name: 'x' }).expect(400);
    expect(new Set(withoutUrl.body.errors.map((e: { field: string }) => e.field))).toEqual(new Set(['url']));
    await create({ name: 'x', type: 'carrier-pigeon' }).expect(400);
    const listener = await create({ name: 'laptop', type: 'listener' }).expect(201);
    expect([listener.body.type, listener.body.url]).toEqual(['listener', null]);
    await request(api.url).patch(`/api/destinations/${listener.body.id}`).set(bearer(tenant.key)).send({ url: local.url }).expect(400);
  });

  it('forwards deliveries to the local URL and records its answers; offline deliveries wait and go when it reconnects; replays to one destination', async () => {
    const tenant = await createTenant(api.url);
    const created = await request(api.url)
      .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
      .set(bearer(tenant.key))
      .send({ name: 'laptop', type: 'listener' })
      .expect(201);
    const listenerId: string = created.body.id;
    const verifier = new Webhook(created.body.signing_secret);

    const first = listen(api.url, tenant.key, home, tenant.endpoint.id, local.url);
    running.push(first);
    await first.ready();
    expect(first.records().some((r) => r.kind === 'ready')).toBe(true);
    const shown = await request(api.url).get(`/api/destinations/${listenerId}`).set(bearer(tenant.key)).expect(200);
    expect(shown.body.type).toBe('listener');
    const online = await request(api.url).get(`/api/listeners/${listenerId}`).set(bearer(tenant.key)).expect(200);
    expect([online.body.connected, online.body.client]).toEqual([true, 'laptop']);

    // Delivered through the stream: the local receiver gets the signed request; its answer is the attempt's.
    const bodies = ['{"n":1}', '{"n":2}', '{"n":3}'];
    const ids: string[] = [];
    for (const body of bodies) ids.push((await ingest(api.url, tenant.endpoint.token, body).expect(202)).body.event_id);
    const failing = await request(api.url).post(`/api/ingest/${tenant.endpoint.token}`).set('x-fail', '1').send({ n: 4 }).expect(202);
    ids.push(failing.body.event_id);
    await local.waitFor(4);
    for (const [index, body] of bodies.entries()) {
      const got = local.requests.find((r) => r.headers['webhook-id'] === ids[index])!;
      expect(got.body.toString()).toBe(body);
      const headers = Object.fromEntries(Object.entries(got.headers).map(([name, value]) => [name, String(value)]));
      expect(() => verifier.verify(got.body.toString(), headers)).not.toThrow();
    }
    const delivered = await waitForEvent(api.url, tenant.key, ids[0]!, (e) => FINAL.has(e.status));
    expect(delivered.status).toBe('delivered');
    expect(delivered.delivery_attempts[0]).toMatchObject({ status: 'success', response_status: 202, error_code: null });
    const refused = await waitForEvent(api.url, tenant.key, ids[3]!, (e) => e.delivery_attempts.length > 0);
    expect(refused.delivery_attempts[0]).toMatchObject({ status: 'failed', response_status: 500, error_code: 'http_status' });
    await pollUntil(
      async () => first.records().filter((r) => r.kind === 'delivery').length,
      (n) => n === 4,
    );
    expect(
      first
        .records()
        .filter((r) => r.kind === 'delivery')
        .map((r) => r.status)
        .sort(),
    ).toEqual([202, 202, 202, 500]);

    // The CLI dies: deliveries fail as listener_offline and wait for their retry, counting against no health.
    await first.kill();
    const gone = await pollUntil(
      async () => (await request(api.url).get(`/api/listeners/${listenerId}`).set(bearer(tenant.key)).expect(200)).body,
      (status) => !status.connected,
    );
    expect(gone).toEqual({ destination_id: listenerId, connected: false, client: null, since: null });
    const before = local.requests.length;
    const waiting: string[] = [];
    for (const n of [5, 6, 7]) waiting.push((await ingest(api.url, tenant.endpoint.token, `{"n":${n}}`).expect(202)).body.event_id);
    for (const id of waiting) {
      const offline = await waitForEvent(api.url, tenant.key, id, (e) => e.status === 'retry_scheduled');
      expect(offline.delivery_attempts.map((a) => a.error_code)).toEqual(['listener_offline']);
    }
    const health = await request(api.url).get(`/api/destinations/${listenerId}`).set(bearer(tenant.key)).expect(200);
    expect(health.body.active).toBe(true);
    expect(local.requests.length).toBe(before);

    // Back: the waiting deliveries go at once (their retry is a minute away), none lost; so does the
    // one the local receiver refused with a 500 (it answers 500 again).
    const second = listen(api.url, tenant.key, home, tenant.endpoint.id, local.url);
    running.push(second);
    await second.ready();
    await local.waitFor(before + 4, 15_000);
    for (const id of waiting) expect((await waitForEvent(api.url, tenant.key, id, (e) => FINAL.has(e.status))).status).toBe('delivered');
    expect(new Set(local.requests.slice(before).map((r) => r.headers['webhook-id']))).toEqual(new Set([...waiting, ids[3]]));
    const refusedAgain = await waitForEvent(api.url, tenant.key, ids[3]!, (e) => e.delivery_attempts.length === 2);
    expect(refusedAgain.delivery_attempts.map((a) => a.response_status)).toEqual([500, 500]);

    // Its health counts the local answers (6 successes, two 500s), never the 3 offline attempts (6 of 11).
    const rate = await pollUntil(
      async () =>
        (await request(api.url).get(`/api/destinations/${listenerId}`).set(bearer(tenant.key)).expect(200)).body.health.success_rate_1h,
      (value) => value === 0.75,
    );
    expect(rate).toBe(0.75);

    // A replay to the listener alone: the http destination gets nothing.
    const other = await startReceiver();
    try {
      const http = await createDestination(api.url, tenant.key, tenant.endpoint.id, other.url);
      const replayed = await request(api.url)
        .post(`/api/events/${ids[0]}/replay`)
        .set(bearer(tenant.key))
        .send({ destination_ids: [listenerId] })
        .expect(202);
      expect(replayed.body.delivery_jobs.map((job: { destination_id: string }) => job.destination_id)).toEqual([listenerId]);
      await local.waitFor(before + 5);
      expect(local.requests.at(-1)!.headers['webhook-id']).toBe(ids[0]);
      const unknown = await request(api.url)
        .post(`/api/events/${ids[0]}/replay`)
        .set(bearer(tenant.key))
        .send({ destination_ids: [listenerId, '00000000-0000-4000-8000-000000000000'] })
        .expect(409);
      expect(unknown.body.code).toBe('destination_not_active');
      const detail = await event(api.url, tenant.key, ids[0]!);
      expect(detail.delivery_jobs.filter((job) => job.destination_id === http.id)).toEqual([]);
      expect(other.requests).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('the stream and the replies take only the caller’s listeners', async () => {
    const owner = await createTenant(api.url);
    const stranger = await createTenant(api.url);
    const listener = await request(api.url)
      .post(`/api/endpoints/${owner.endpoint.id}/destinations`)
      .set(bearer(owner.key))
      .send({ name: 'laptop', type: 'listener' })
      .expect(201);
    const reply = { id: '00000000-0000-4000-8000-000000000000', status: 200, duration_ms: 1 };
    await request(api.url).get(`/api/listeners/${listener.body.id}/stream`).set(bearer(stranger.key)).expect(404);
    await request(api.url).post(`/api/listeners/${listener.body.id}/replies`).set(bearer(stranger.key)).send(reply).expect(404);
    await request(api.url)
      .post(`/api/listeners/${listener.body.id}/replies`)
      .set(bearer(owner.key))
      .send({ ...reply, status: 99 })
      .expect(400);
    await request(api.url).post(`/api/listeners/${listener.body.id}/replies`).set(bearer(owner.key)).send(reply).expect(204);
  });
});
