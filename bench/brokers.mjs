// npm run bench:brokers [-- --type amqp|nats|mqtt --events 5000 --concurrency 100]
//
// Publish throughput per broker type (issue #33), against the local RabbitMQ (127.0.0.1:5672),
// NATS JetStream (127.0.0.1:4222) and Mosquitto (127.0.0.1:1883):
// (a) hookyard: after 20 events untimed (the worker up, the connection open), N events ingested through the api while the deliveries queue is paused; then the
//     queue is resumed and the worker (node backend/dist/worker.js) publishes them to a broker
//     destination; timed until a consumer in this process has received all N.
// (b) bare: a publisher loop in this process, N messages of the same body with the same
//     acknowledgement mode (amqp confirms, JetStream PubAck, MQTT QoS 1 PUBACK), `--concurrency` in flight.
// The target is (a) >= 0.6 x (b) for each type. Needs `npm run build` first.
import { connect as amqpConnect } from 'amqplib';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { connectAsync as mqttConnect } from 'mqtt';
import { connect as natsConnect } from 'nats';
import { BenchRun, call, fmt, freePort, jsonBody, seedTenant, sleep, startHookyard, table, verdict, waitForHttp } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    type: { type: 'string', multiple: true, default: ['amqp', 'nats', 'mqtt'] },
    events: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '100' },
  },
});
const EVENTS = Number(args.events);
const CONCURRENCY = Number(args.concurrency);
const BODY = jsonBody(1024);
const WARMUP = 20;

/** Runs `task(i)` for i < n with at most `limit` in flight. */
async function pooled(n, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/** Per type: the broker resources (unique names), the destination's fields, a counting consumer and a bare publisher. */
const BROKERS = {
  async amqp() {
    const connection = await amqpConnect('amqp://guest:guest@127.0.0.1:5672');
    const channel = await connection.createConfirmChannel();
    const name = `hy-bench-${randomUUID()}`;
    await channel.assertExchange(name, 'direct', { autoDelete: false });
    await channel.assertQueue(name, { exclusive: true });
    await channel.bindQueue(name, name, 'bench');
    let received = 0;
    await channel.consume(name, () => received++, { noAck: true });
    return {
      destination: { type: 'amqp', url: 'amqp://guest:guest@127.0.0.1:5672', exchange: name, routing_key: 'bench' },
      received: () => received,
      reset: () => (received = 0),
      publish: (i) =>
        new Promise((resolve, reject) =>
          channel.publish(name, 'bench', Buffer.from(BODY), { persistent: true, mandatory: true, messageId: String(i) }, (error) =>
            error ? reject(error) : resolve(),
          ),
        ),
      close: async () => {
        await channel.deleteExchange(name);
        await connection.close();
      },
    };
  },
  async nats() {
    const connection = await natsConnect({ servers: '127.0.0.1:4222' });
    const stream = `hy_bench_${randomUUID().replace(/-/g, '')}`;
    const jsm = await connection.jetstreamManager();
    await jsm.streams.add({ name: stream, subjects: [`${stream}.>`] });
    const js = connection.jetstream();
    const count = async () => (await jsm.streams.info(stream)).state.messages;
    let offset = 0;
    return {
      destination: { type: 'nats', url: 'nats://127.0.0.1:4222', subject: `${stream}.hookyard` },
      received: async () => (await count()) - offset,
      reset: async () => (offset = await count()),
      publish: (i) => js.publish(`${stream}.bare`, Buffer.from(BODY), { msgID: `bare-${i}` }),
      close: async () => {
        await jsm.streams.delete(stream);
        await connection.close();
      },
    };
  },
  async mqtt() {
    const topic = `hy-bench/${randomUUID()}`;
    const subscriber = await mqttConnect('mqtt://127.0.0.1:1883', { protocolVersion: 5, clientId: `hy-bench-sub-${randomUUID()}` });
    let received = 0;
    subscriber.on('message', () => received++);
    await subscriber.subscribeAsync(`${topic}/#`, { qos: 1 });
    const publisher = await mqttConnect('mqtt://127.0.0.1:1883', { protocolVersion: 5, clientId: `hy-bench-pub-${randomUUID()}` });
    return {
      destination: { type: 'mqtt', url: 'mqtt://127.0.0.1:1883', topic: `${topic}/hookyard` },
      received: () => received,
      reset: () => (received = 0),
      publish: () => publisher.publishAsync(`${topic}/bare`, Buffer.from(BODY), { qos: 1 }),
      close: async () => {
        await publisher.endAsync();
        await subscriber.endAsync();
      },
    };
  },
};

async function waitFor(read, target, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await read()) < target) {
    if (Date.now() > deadline) throw new Error(`only ${await read()} of ${target} arrived`);
    await sleep(20);
  }
}

const run = new BenchRun('brokers');
try {
  await run.migrate();
  const apiPort = await freePort();
  const api = startHookyard(run, 'main.js', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    INGEST_RATE_PER_SECOND: '1000000',
    INGEST_RATE_BURST: '10000000',
  });
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiBase}/healthz`, api);
  const url = new URL(run.redisUrl);
  const queue = new Queue('deliveries', {
    prefix: run.redisPrefix,
    connection: { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0) },
  });
  await queue.pause();
  startHookyard(run, 'worker.js', {
    WORKER_CONCURRENCY: String(CONCURRENCY),
    DESTINATION_CONCURRENCY: String(CONCURRENCY),
    ALLOW_PRIVATE_DESTINATIONS: 'true',
  });

  const rows = [];
  for (const type of args.type) {
    const broker = await BROKERS[type]();
    const tenant = await seedTenant(apiBase, 'http://127.0.0.1:9/unused');
    const auth = { authorization: `Bearer ${tenant.apiKey}` };
    await call(apiBase, 'DELETE', `/api/destinations/${tenant.destinationId}`, { headers: auth });
    await call(apiBase, 'POST', `/api/endpoints/${tenant.endpointId}/destinations`, {
      headers: auth,
      body: { name: type, ...broker.destination },
    });

    const ingestAll = (n) =>
      pooled(n, 50, () =>
        fetch(`${apiBase}/api/ingest/${tenant.token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: BODY,
        }).then((res) => {
          if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
          return res.arrayBuffer();
        }),
      );
    // Warm-up, untimed: the worker is up and the destination's connection open before the burst.
    await broker.reset();
    await ingestAll(WARMUP);
    await queue.resume();
    await waitFor(broker.received, WARMUP);
    await queue.pause();

    await ingestAll(EVENTS);
    await broker.reset();
    let started = performance.now();
    await queue.resume();
    await waitFor(broker.received, EVENTS);
    const hookyard = EVENTS / ((performance.now() - started) / 1000);
    await queue.pause();

    started = performance.now();
    await pooled(EVENTS, CONCURRENCY, (i) => broker.publish(i));
    const bare = EVENTS / ((performance.now() - started) / 1000);
    await broker.close();
    rows.push([type, fmt(hookyard, 0), fmt(bare, 0), fmt(hookyard / bare, 2), verdict(hookyard / bare >= 0.6)]);
  }
  await queue.close();
  console.log(`${EVENTS} events of ${BODY.length} bytes per type, ${CONCURRENCY} in flight\n`);
  console.log(table(['type', 'hookyard/s', 'bare/s', 'ratio', '>= 0.6'], rows));
} finally {
  await run.cleanup();
}
