// npm run bench:transform [-- --runs 5000 --warmup 500]
//
// The transformation's own cost (issue #28, Speed: p50 <= 0.2 ms): bench:delivery --transform's
// transformation run on jsonBody's 1 KiB event, in the sandbox as the worker keeps it (compiled
// once per destination and code), timed inside the sandbox thread (`sandbox`: what
// hookyard_transformation_duration_seconds counts) and from the caller's side (`round trip`: the
// thread hop and the copies in and out too). Needs `npm run build`.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DIST, fmt, jsonBody, percentile } from './lib.mjs';
import { TRANSFORMATION } from './transformation.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5000' }, warmup: { type: 'string', default: '500' } },
});
const { SandboxPool } = await import(join(DIST, 'modules/transformations/sandbox-pool.js'));
const { handlerBody } = await import(join(DIST, 'modules/transformations/transformation.js'));

const raw = Buffer.from(jsonBody(1024));
const input = () => ({
  request: { method: 'POST', url: 'https://sink.example/hook', headers: { 'content-type': 'application/json' }, body: handlerBody(raw) },
  context: { event_id: 'evt_bench', event_type: 'invoice.payment_succeeded', endpoint_id: 'e', destination_id: 'd' },
  rawBody: raw,
});
const pool = new SandboxPool(100);
const sandbox = [];
const roundTrip = [];
for (let i = 0; i < Number(args.warmup) + Number(args.runs); i++) {
  const started = performance.now();
  const outcome = await pool.run(TRANSFORMATION, input(), 'bench');
  const elapsed = performance.now() - started;
  if (outcome.kind !== 'request') throw new Error(`the transformation failed: ${JSON.stringify(outcome)}`);
  if (i < Number(args.warmup)) continue;
  sandbox.push(outcome.durationMs);
  roundTrip.push(elapsed);
}
await pool.close();
const sorted = (list) => [...list].sort((a, b) => a - b);
const [s, r] = [sorted(sandbox), sorted(roundTrip)];
console.log(
  `transformation cost over ${s.length} runs (1 KiB JSON event), load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log(`  sandbox     p50 ${fmt(percentile(s, 50), 3)} ms  p99 ${fmt(percentile(s, 99), 3)} ms  (target p50 <= 0.2 ms)`);
console.log(`  round trip  p50 ${fmt(percentile(r, 50), 3)} ms  p99 ${fmt(percentile(r, 99), 3)} ms`);
