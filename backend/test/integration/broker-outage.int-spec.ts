import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as natsConnect, type NatsConnection } from 'nats';
import request from 'supertest';
import { bearer, createTypedTenant, type EventDetail, ingest, pollUntil } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const NATS_SERVER = '/usr/sbin/nats-server';
const EVENTS = 40;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * A broker that stops in the middle of a burst (docs/http.md, Broker destinations): a NATS server
 * with JetStream of this test's own, killed (SIGKILL) once part of a burst is in its stream and
 * started again on the same store. Every event is still delivered, as failed attempts retried: none
 * lost, none twice in the stream (Nats-Msg-Id is the event id).
 */
describe('a broker destination whose broker stops mid-burst', () => {
  let api: TestApp;
  let store: string;
  let port: number;
  let server: ChildProcess | null = null;

  function startNats(): ChildProcess {
    const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
    server = child;
    return child;
  }

  async function connectWhenUp(): Promise<NatsConnection> {
    return pollUntil(
      () => natsConnect({ servers: `nats://127.0.0.1:${port}`, reconnect: false }).catch(() => null),
      (connection) => connection !== null,
    ) as Promise<NatsConnection>;
  }

  beforeAll(async () => {
    // Retries a few hundred milliseconds apart for ten attempts: the outage lasts about 4 s.
    // The test reads its 40 events' details every poll: the API key's rate limit is raised for it.
    api = await startTestApp({
      RETRY_SCHEDULE: '300ms,300ms,500ms,1s,1s,1s,2s,2s,2s,2s',
      API_RATE_PER_SECOND: '10000',
      API_RATE_BURST: '10000',
    });
    store = mkdtempSync(join(tmpdir(), 'hookyard-nats-'));
    port = await freePort();
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await api?.close();
    rmSync(store, { recursive: true, force: true });
  });

  it('delivers every event of the burst once the broker is back, each once in the stream', async () => {
    startNats();
    let nats = await connectWhenUp();
    const stream = `hy_outage_${randomUUID().replace(/-/g, '')}`;
    await (await nats.jetstreamManager()).streams.add({ name: stream, subjects: [`${stream}.>`], duplicate_window: 120_000_000_000 });
    await nats.close();

    const tenant = await createTypedTenant(api.url);
    await request(api.url)
      .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
      .set(bearer(tenant.key))
      .send({ name: 'nats', type: 'nats', url: `nats://127.0.0.1:${port}`, subject: `${stream}.{event_type}`, timeout_ms: 1000 })
      .expect(201);

    // The burst goes in while the broker takes it; the broker is killed once a few are in.
    const sending = Promise.all(
      Array.from({ length: EVENTS }, async (_, n) => {
        await new Promise((wait) => setTimeout(wait, n * 100));
        const accepted = await ingest(api.url, tenant.endpoint.token, JSON.stringify({ type: 'burst', n })).expect(202);
        return accepted.body.event_id as string;
      }),
    );
    const watcher = await connectWhenUp();
    const jsm = await watcher.jetstreamManager();
    await pollUntil(
      () => jsm.streams.info(stream),
      (info) => info.state.messages >= 5,
    );
    await watcher.close();
    const killed = server!;
    killed.kill('SIGKILL');
    await new Promise((exited) => killed.once('exit', exited));
    const eventIds = await sending;
    // Longer than the destination's 1 s timeout: publishes waiting for the broker's ack fail and are retried.
    await new Promise((wait) => setTimeout(wait, 3000));
    startNats();

    const events = await pollUntil(
      () =>
        Promise.all(
          eventIds.map(
            async (id) => (await request(api.url).get(`/api/events/${id}`).set(bearer(tenant.key)).expect(200)).body as EventDetail,
          ),
        ),
      (all) => all.every((event) => event.status === 'delivered' || event.status === 'dead_lettered'),
      60_000,
      250,
    );
    expect(events.filter((event) => event.status !== 'delivered').map((event) => event.event_id)).toEqual([]);
    // The outage shows as failed attempts with a reason of their own, retried until delivered.
    const failed = events.flatMap((event) => event.delivery_attempts.filter((attempt) => attempt.status !== 'success'));
    expect(failed.length).toBeGreaterThan(0);
    for (const attempt of failed) expect(['connection_refused', 'connection_reset', 'timeout']).toContain(attempt.error_code);

    nats = await connectWhenUp();
    const info = await (await nats.jetstreamManager()).streams.info(stream);
    expect(info.state.messages).toBe(EVENTS);
    const ids = new Set<string>();
    const manager = await nats.jetstreamManager();
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      ids.add((await manager.streams.getMessage(stream, { seq })).header.get('Nats-Msg-Id'));
    }
    expect([...ids].sort()).toEqual([...eventIds].sort());
    await nats.close();
  }, 120_000);
});
