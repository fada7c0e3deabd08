// bench:delivery --profile: one event's CPU by stage, from the api's and the worker's .cpuprofile.
// A sample belongs to the innermost frame of Hookyard's own stages on its stack (claim, record…);
// a sample with none of them, as the continuation after an await has (the driver parsing an answer
// runs from its socket, not from the caller), belongs to the library its innermost frame is in; the
// rest is Node itself (event loop, streams, GC). Only samples inside the window count.
import { DIST, fmt, table } from './lib.mjs';

/** [stage, function name, file (its path under the backend's build's modules/: backend/dist, or BENCH_BACKEND_DIST's)] */
const OWN_STAGES = [
  ['ingest: admit (token, rate limit)', 'admit', 'ingest/ingest.service.js'],
  ['ingest: store (one INSERT, its jobs)', 'store', 'ingest/ingest.service.js'],
  ['ingest: store (one INSERT, its jobs)', 'storeMany', 'ingest/ingest.service.js'],
  ['ingest: the HTTP route', 'accept', 'ingest/ingest.controller.js'],
  ['statistics', '', 'stats/stats-counter.js'],
  ['queue: enqueue (retries, replays, re-queues)', '', 'deliveries/delivery-queue.service.js'],
  ['worker: permits, slots, rates', '', 'deliveries/destination-slots.js'],
  ['worker: permits, slots, rates', '', 'deliveries/destination-rates.js'],
  ['worker: permits, slots, rates', '', 'deliveries/destination-owners.js'],
  ['worker: claim', 'claimMany', 'deliveries/delivery.service.js'],
  ['worker: claim', 'pickUp', 'deliveries/delivery.service.js'],
  ['worker: claim', '', 'deliveries/live-pickup.js'],
  ['worker: decrypt the payload', 'openPayload', 'deliveries/delivery.service.js'],
  ['worker: build and sign the request', 'buildRequest', 'deliveries/delivery.service.js'],
  ['worker: send (HTTP)', 'send', 'deliveries/webhook-sender.js'],
  ['worker: send (broker)', '', 'deliveries/transports/broker-transports.js'],
  ['worker: send (broker)', '', 'deliveries/transports/broker-outcome.js'],
  ['worker: send (broker)', '', 'deliveries/transports/amqp-publisher.js'],
  ['worker: send (broker)', '', 'deliveries/transports/nats-publisher.js'],
  ['worker: send (broker)', '', 'deliveries/transports/mqtt-publisher.js'],
  ['worker: record the attempt', 'record', 'deliveries/delivery.service.js'],
  ['worker: record the attempt', 'recordMany', 'deliveries/delivery.service.js'],
  ['worker: record the attempt', '', 'events/attempt-details.js'],
  ['worker: leases', '', 'deliveries/leases.js'],
];
const LIBRARIES = [
  ['queue: BullMQ', '/node_modules/bullmq/'],
  ['Redis client (ioredis, after an await)', '/node_modules/ioredis/'],
  ['PostgreSQL client (pg, after an await)', '/node_modules/pg'],
  ['HTTP client (undici, after an await)', '/node_modules/undici/'],
  ['broker client (amqplib, nats, mqtt, after an await)', '/node_modules/amqplib/'],
  ['broker client (amqplib, nats, mqtt, after an await)', '/node_modules/nats/'],
  ['broker client (amqplib, nats, mqtt, after an await)', '/node_modules/mqtt/'],
  ['broker client (amqplib, nats, mqtt, after an await)', '/node_modules/mqtt-packet/'],
  ['HTTP server (fastify, Nest)', '/node_modules/fastify/'],
  ['HTTP server (fastify, Nest)', '/node_modules/@nestjs/'],
  ['HTTP server (fastify, Nest)', '/node_modules/find-my-way/'],
  ['validation (class-validator)', '/node_modules/class-validator/'],
];

function stageOf(frame) {
  const file = frame.url.replace(/^file:\/\//, '');
  for (const [stage, name, suffix] of OWN_STAGES) {
    if (file === `${DIST}/modules/${suffix}` && (name === '' || frame.functionName === name)) return stage;
  }
  return null;
}

function libraryOf(frame) {
  for (const [stage, part] of LIBRARIES) if (frame.url.includes(part)) return stage;
  if (frame.url.includes(`${DIST}/`)) return "Hookyard's other code";
  return null;
}

/** CPU milliseconds per stage of one profile's samples in [fromUs, toUs]. */
export function stagesOf(profile, fromUs, toUs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stageOfNode = new Map();
  const resolve = (id) => {
    if (stageOfNode.has(id)) return stageOfNode.get(id);
    let own = null;
    let library = null;
    for (let at = id; at !== undefined && own === null; at = parent.get(at)) {
      const frame = byId.get(at).callFrame;
      own = stageOf(frame);
      library ??= libraryOf(frame);
    }
    const stage = own ?? library ?? 'Node itself (event loop, streams, GC)';
    stageOfNode.set(id, stage);
    return stage;
  };
  const ms = new Map();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    const next = i + 1 < profile.samples.length ? profile.timeDeltas[i + 1] : 0;
    if (time < fromUs || time > toUs) continue;
    if (byId.get(profile.samples[i]).callFrame.functionName === '(idle)') continue;
    const stage = resolve(profile.samples[i]);
    ms.set(stage, (ms.get(stage) ?? 0) + next / 1000);
  }
  return ms;
}

/** Prints each process's stages in ms of CPU per event (profiles: [[process name, Map]]). */
export function printStages(heading, profiles, events) {
  const rows = [];
  for (const [process, stages] of profiles) {
    const total = [...stages.values()].reduce((sum, value) => sum + value, 0);
    for (const [stage, value] of [...stages.entries()].sort((a, b) => b[1] - a[1])) {
      rows.push([process, stage, fmt(value / events, 3), fmt((100 * value) / total, 1)]);
    }
    rows.push([process, 'all of it', fmt(total / events, 3), '100.0']);
  }
  console.log(`\n${heading} (sampled wall time of each thread while busy: waits for a CPU inside a call count as that call)`);
  console.log(table(['process', 'stage', 'ms per event', '%'], rows));
}
