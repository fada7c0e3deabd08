// npm run bench:listen [-- --rate 50 --seconds 20 --warmup 5 --rounds 2]
//
// The forwarding overhead of `hookyard listen` (issue #32, docs/cli.md): events ingested at R/s
// through the api (node backend/dist/main.js) and delivered by the worker (worker.js), either
// (a) to a listener destination, through the real CLI as a child process (`hookyard listen`), to a
//     receiver in this process; or
// (b) the same-run baseline: an http destination of another endpoint, straight to the same receiver.
// Latency is the receiver's arrival minus the moment the ingest was sent (bench_sent_at in the body).
// The phases alternate (a b, b a, …) after an uncounted warm-up of each. Needs `npm run build`
// (backend and cli) first.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BenchRun,
  REPO_ROOT,
  call,
  fmt,
  freePort,
  jsonBody,
  percentile,
  seedTenant,
  sleep,
  startHookyard,
  summarize,
  table,
  verdict,
  waitForHttp,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
const CLI = join(REPO_ROOT, 'cli/bin/hookyard.js');
/** The listener path may add this much to the http path's p50 and p99 (issue #32 asks for the figure, not a bound). */
const OVERHEAD_TARGET = { p50: 3, p99: 3 };

/** A local receiver that answers 200 and keeps each arrival's delay since its ingest was sent. */
async function startReceiver() {
  let delays = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const arrived = performance.now();
      try {
        delays.push(arrived - JSON.parse(Buffer.concat(chunks).toString('utf8')).bench_sent_at);
      } catch {
        // not one of ours
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    take: () => {
      const taken = delays;
      delays = [];
      return taken;
    },
    count: () => delays.length,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** R events/s for `seconds` to one ingest URL; resolves once the receiver has them all (or 30 s passed). */
async function drive(apiBase, token, receiver, seconds) {
  receiver.take();
  const total = Math.round(RATE * seconds);
  let accepted = 0;
  const inFlight = [];
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * RATE) / 1000) + 1);
    for (; sent < due; sent++) {
      const body = jsonBody(1024, { bench_sent_at: performance.now() });
      inFlight.push(
        fetch(`${apiBase}/api/ingest/${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.status === 202) accepted++;
          })
          .catch(() => undefined),
      );
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  const deadline = Date.now() + 30_000;
  while (receiver.count() < accepted && Date.now() < deadline) await sleep(100);
  return { sent: total, accepted, delays: receiver.take().sort((a, b) => a - b) };
}

async function main() {
  const run = new BenchRun('listen');
  const home = mkdtempSync(join(tmpdir(), 'hookyard-bench-listen-'));
  const receiver = await startReceiver();
  try {
    await run.migrate();
    const apiPort = await freePort();
    const api = startHookyard(run, 'main.js', { PORT: String(apiPort), HOST: '127.0.0.1' });
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${apiBase}/healthz`, api);
    startHookyard(run, 'worker.js', { ALLOW_PRIVATE_DESTINATIONS: 'true' });
    // (b)'s endpoint with its http destination; (a)'s endpoint with its listener, held by the CLI.
    const tenant = await seedTenant(apiBase, receiver.url);
    const auth = { authorization: `Bearer ${tenant.apiKey}` };
    const laptop = (
      await call(apiBase, 'POST', '/api/endpoints', { headers: auth, body: { project_id: tenant.projectId, name: 'laptop endpoint' } })
    ).json;
    const listener = (
      await call(apiBase, 'POST', `/api/endpoints/${laptop.id}/destinations`, { headers: auth, body: { name: 'bench', type: 'listener' } })
    ).json;
    const cli = run.spawn('cli', [CLI, 'listen', laptop.id, receiver.url, '--name', 'bench'], {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      HOOKYARD_URL: apiBase,
      HOOKYARD_API_KEY: tenant.apiKey,
    });
    const online = Date.now() + 15_000;
    while (!(await call(apiBase, 'GET', `/api/listeners/${listener.id}`, { headers: auth })).json.connected) {
      if (Date.now() > online || cli.child.exitCode !== null) throw new Error(`hookyard listen did not connect:\n${cli.tail()}`);
      await sleep(200);
    }

    const paths = { listener: laptop.token, http: tenant.token };
    console.log(`${RATE} events/s, ${SECONDS} s a phase, ${ROUNDS} round(s), ~1 KB JSON; warm-up ${WARMUP} s of each, not counted`);
    for (const token of Object.values(paths)) await drive(apiBase, token, receiver, WARMUP);
    const results = { listener: [], http: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? ['listener', 'http'] : ['http', 'listener'];
      for (const path of order) {
        const phase = await drive(apiBase, paths[path], receiver, SECONDS);
        console.log(
          `round ${round} ${path}: ${phase.delays.length}/${phase.accepted} received, p50 ${fmt(percentile(phase.delays, 50))} ms, p99 ${fmt(percentile(phase.delays, 99))} ms`,
        );
        results[path].push(phase);
      }
    }

    const all = (path) => results[path].flatMap((phase) => phase.delays).sort((a, b) => a - b);
    const [listened, direct] = [all('listener'), all('http')];
    const lost = (path) => results[path].reduce((sum, phase) => sum + phase.accepted - phase.delays.length, 0);
    console.log('\nIngest → local receiver, ms');
    console.log(
      table(
        ['path', 'events', 'p50', 'p90', 'p99', 'max', 'not received'],
        [
          ['listener (hookyard listen)', listened.length, ...[50, 90, 99, 100].map((p) => fmt(percentile(listened, p))), lost('listener')],
          ['http destination (baseline)', direct.length, ...[50, 90, 99, 100].map((p) => fmt(percentile(direct, p))), lost('http')],
        ],
      ),
    );
    const ratio = (p) => percentile(listened, p) / percentile(direct, p);
    const rows = [
      ['listener p50 / http p50', fmt(ratio(50), 2), `<= ${OVERHEAD_TARGET.p50}`, verdict(ratio(50) <= OVERHEAD_TARGET.p50)],
      ['listener p99 / http p99', fmt(ratio(99), 2), `<= ${OVERHEAD_TARGET.p99}`, verdict(ratio(99) <= OVERHEAD_TARGET.p99)],
      ['events not received (both)', lost('listener') + lost('http'), '0', verdict(lost('listener') + lost('http') === 0)],
    ];
    console.log(`\n${table(['figure', 'value', 'target', 'verdict'], rows)}`);
    summarize('listen', rows);
  } finally {
    await receiver.close();
    await run.cleanup();
    rmSync(home, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
