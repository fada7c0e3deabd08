// npm run bench:all [-- --force --quick --wait 180]
//
// Runs bench:ingest, bench:delivery (burst and steady), bench:bulk and bench:query one after the
// other and prints one table of every target figure, each with the 1-minute load average when it
// was taken and its verdict; every bench measures its own bare baseline in the same run.
// Figures taken on a busy machine are noise (numbers taken at load 5–18 once moved by 2×), so it
// refuses to start while the 1-minute load is above 1.5 (unless --force), and before each bench
// waits up to --wait seconds for the load the previous one left to fall below 1.5.
// --quick: smaller runs (bulk 40,000 events, query 200,000) for a look, not for the record.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, sleep, table } from './lib.mjs';

const MAX_LOAD = 1.5;

const { values: args } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    wait: { type: 'string', default: '180' },
  },
});

const BENCHES = [
  ['ingest', []],
  ['delivery', []],
  ['bulk', args.quick ? ['--events', '40000'] : []],
  ['query', args.quick ? ['--events', '200000'] : []],
];

const load = () => loadavg()[0];

/** Until the 1-minute load is under MAX_LOAD, or `seconds` have passed; the load it ends at. */
async function quietDown(seconds) {
  const until = Date.now() + seconds * 1000;
  while (load() > MAX_LOAD && Date.now() < until) await sleep(5000);
  return load();
}

function runBench(name, extra, summary) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(BENCH_DIR, `${name}.mjs`), ...extra], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SUMMARY: summary },
    });
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function main() {
  if (load() > MAX_LOAD && !args.force) {
    console.error(
      `bench:all: the 1-minute load is ${load().toFixed(2)} (> ${MAX_LOAD}): figures taken now would be noise. ` +
        'Wait until the machine is quiet, or pass --force (every figure is printed with its load).',
    );
    process.exitCode = 2;
    return;
  }
  const summary = join(tmpdir(), `hookyard-bench-all-${process.pid}.jsonl`);
  rmSync(summary, { force: true });
  const exits = [];
  for (const [name, extra] of BENCHES) {
    const before = await quietDown(Number(args.wait));
    console.log(`\n━━━ bench:${name} ${extra.join(' ')} (1-minute load ${before.toFixed(2)}) ━━━\n`);
    exits.push([name, await runBench(name, extra, summary)]);
  }
  const rows = existsSync(summary)
    ? readFileSync(summary, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  rmSync(summary, { force: true });
  console.log('\nbench:all — every target figure, its load average when taken, and its verdict');
  console.log(
    table(
      ['bench', 'figure', 'value', 'target', 'verdict', 'load'],
      rows
        .filter((row) => row.target || row.verdict)
        .map((row) => [row.bench, row.figure, row.value, row.target, row.verdict, row.load.toFixed(2)]),
    ),
  );
  const broken = exits.filter(([, code]) => code !== 0);
  if (broken.length > 0) {
    console.error(`runs that broke (exit code ≠ 0): ${broken.map(([name, code]) => `${name} (${code})`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
