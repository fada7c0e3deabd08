import { Queue } from 'bullmq';
import { bullConnection, bullPrefix } from '../../src/core/queue/redis';
import { QueueName } from '../../src/core/queue/queue.constants';
import { bullJobId } from '../../src/modules/deliveries/delivery-job-data';
import { createTenant, pollUntil } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { RedisCluster, startRedisCluster } from '../support/redis-cluster';
import { startTestApp, TestApp } from '../support/test-app';
import { buildBackend, spawnWorker, WorkerProcess } from '../support/worker-process';

const BURST = 400;
const CONCURRENCY = 8;
/** The queue's master is killed once this many ingests were answered. */
const KILL_AFTER = 100;

interface Answer {
  status: number;
  contentType: string;
  body: { event_id?: string; code?: string };
  /** Sent after the master was killed. */
  afterKill: boolean;
}

/**
 * kill -9 of the Redis Cluster master that serves the delivery queue, in the middle of an ingest
 * burst, with an api and a real worker process on the cluster. Its replica takes over (a node
 * timeout of two seconds); meanwhile what could not reach Redis waits in PostgreSQL for the outbox
 * relay. Every 202 is an event stored in PostgreSQL and delivered at least once; anything else the
 * api answered is a problem JSON 503, never a 500.
 */
describe('Redis Cluster failover during an ingest burst', () => {
  let cluster: RedisCluster;
  let api: TestApp;
  let worker: WorkerProcess;
  let receiver: Receiver;

  beforeAll(async () => {
    buildBackend();
    cluster = await startRedisCluster({ nodeTimeoutMs: 2000 });
    receiver = await startReceiver();
    api = await startTestApp(
      { REDIS_CLUSTER_NODES: cluster.env, INGEST_RATE_PER_SECOND: '1000000', INGEST_RATE_BURST: '1000000' },
      { worker: false },
    );
    worker = spawnWorker(api.config, { RELAY_INTERVAL_MS: '200', RELAY_GRACE_MS: '1000', DELIVERY_LEASE_MS: '3000' });
  }, 120_000);

  afterAll(async () => {
    worker?.child.kill('SIGKILL');
    await worker?.exited;
    await api?.close();
    await receiver?.close();
    await cluster?.stop();
  });

  it('delivers every event answered 202 and stored, at least once, after the master of the queue was killed', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const queueKey = `{${api.config.redisPrefix}}:deliveries:wait`;
    const queueMaster = await cluster.masterOf(queueKey);
    // the worker is up and delivering before the burst (see docs/redis-cluster.md on a worker that starts during a failover)
    const warmUp = await fetch(`${api.url}/api/ingest/${tenant.endpoint.token}`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(warmUp.status).toBe(202);
    await receiver.waitFor(1, 30_000);

    const answers: Answer[] = [];
    let killed: Promise<void> | null = null;
    let sent = 0;
    const send = async (): Promise<void> => {
      while (sent < BURST) {
        sent++;
        const afterKill = killed !== null;
        const res = await fetch(`${api.url}/api/ingest/${tenant.endpoint.token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ n: sent }),
          signal: AbortSignal.timeout(30_000),
        });
        answers.push({
          status: res.status,
          contentType: res.headers.get('content-type') ?? '',
          body: (await res.json()) as Answer['body'],
          afterKill,
        });
        if (answers.length === KILL_AFTER && !killed) killed = cluster.kill(queueMaster);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, send));
    await killed;

    // the replica takes the slot over
    const newMaster = await pollUntil(
      () => cluster.masterOf(queueKey),
      (master) => master.port !== queueMaster.port,
      30_000,
    );
    expect({ took: newMaster.port !== queueMaster.port, nodes: await cluster.view() }).toEqual({ took: true, nodes: expect.any(String) });
    await cluster.waitUntilOk();
    expect(answers.filter((answer) => answer.afterKill).length).toBeGreaterThan(BURST / 2);

    const refused = answers.filter((answer) => answer.status !== 202);
    for (const answer of refused) {
      expect({ status: answer.status, contentType: answer.contentType }).toEqual({
        status: 503,
        contentType: expect.stringMatching(/^application\/problem\+json\b/),
      });
    }
    const accepted = answers.filter((answer) => answer.status === 202).map((answer) => answer.body.event_id as string);
    expect(accepted.length).toBeGreaterThan(0);

    const stored = await api.db.query<{ event_id: string }[]>('SELECT event_id FROM events WHERE event_id = ANY($1)', [accepted]);
    expect(new Set(stored.map(({ event_id }) => event_id))).toEqual(new Set(accepted));

    // A job whose fetch went down with the master (moved to active there, replicated, its answer lost)
    // stays active until BullMQ's stalled check takes it back: its lock (DELIVERY_LOCK_MS, 15 s) plus up to
    // two checks (5 s each); the deadline leaves a loaded machine room.
    const deadline = Date.now() + 150_000;
    const delivered = () => new Set(receiver.requests.map((request) => request.headers['webhook-id'] as string));
    while (accepted.some((id) => !delivered().has(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const undelivered = accepted.filter((id) => !delivered().has(id));
    // the jobs' rows, their queue entries and the worker's log (warnings and errors) tell why, when some were not delivered
    expect({ undelivered, ...(undelivered.length > 0 && (await whyUndelivered(api, undelivered, worker))) }).toEqual({ undelivered: [] });
  }, 240_000);
});

/** The undelivered events' jobs (their rows, their entries' states in the deliveries queue, its counts) and the worker's last log lines. */
async function whyUndelivered(api: TestApp, eventIds: string[], worker: WorkerProcess) {
  const rows = await api.db.query<{ id: string; status: string; live: boolean; attempt_count: number; lease_expired: boolean | null }[]>(
    `SELECT j.id, j.status, j.live_queue IS NOT NULL AS live, j.attempt_count, j.lease_expires_at < now() AS lease_expired
       FROM delivery_jobs j JOIN events e ON e.id = j.event_id WHERE e.event_id = ANY($1)`,
    [eventIds],
  );
  const queue = new Queue(QueueName.Deliveries, { prefix: bullPrefix(api.config), connection: bullConnection(api.config) });
  try {
    const jobs = await Promise.all(
      rows.map(async ({ id, ...row }) => ({ ...row, entry: await queue.getJobState(bullJobId(id, row.attempt_count + 1)) })),
    );
    const counts = new Map<string, number>();
    for (const job of jobs) counts.set(JSON.stringify(job), (counts.get(JSON.stringify(job)) ?? 0) + 1);
    return {
      jobs: [...counts].map(([job, count]) => ({ ...(JSON.parse(job) as object), count })),
      queue: await queue.getJobCounts(),
      workerLog: worker.output().slice(-4000),
    };
  } finally {
    await queue.close();
  }
}
