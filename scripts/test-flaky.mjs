#!/usr/bin/env node
// `npm run test:flaky -- --runs N [--contention] [--suites <pattern>] [--cluster]`: runs the backend
// integration suites N times, each run with a seed of its own (jest's --seed and fast-check's, through
// FC_SEED), every second run (or every run with --contention) while busy processes take ~3/4 of
// every core, and prints each failure with its run, seed, suite, test, message and the run's log, plus
// the command that replays it. Exits non-zero if any run failed. Logs and reports go to .data/flaky/.
// Without --suites the suites run in their bundles with four jest workers, as `npm test` runs them
// (backend/test/support/suite-bundle.ts); with it, the matching files one by one.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { ensureServices } from './lib/services.mjs';
import { DATA_DIR, ROOT, bold, log, main, warn } from './lib/util.mjs';

const OUT = join(DATA_DIR, 'flaky');
const BACKEND = join(ROOT, 'backend');
const NODE_OPTIONS = '--experimental-vm-modules --no-warnings=ExperimentalWarning';
/** The share of each core the contention processes burn, in 100 ms periods. */
const BUSY_SHARE = 0.75;

/** Runs `command` in backend/ with stdout and stderr into `logFile`; resolves with its exit code. */
function runLogged(command, args, env, logFile) {
  const fd = openSync(logFile, 'w');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: BACKEND, env, stdio: ['ignore', fd, fd] });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      closeSync(fd);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** One busy process per core, each spinning BUSY_SHARE of every 100 ms; `stop()` ends them. */
function startContention() {
  const spin = `const busy=${BUSY_SHARE * 100};setInterval(()=>{const end=Date.now()+busy;while(Date.now()<end);},100);`;
  const children = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
  return { stop: () => children.forEach((child) => child.kill('SIGKILL')) };
}

/** The suite file of a failed test: in a bundle, the suite its outermost describe names (suite-bundle.ts). */
function suiteFile(file, test) {
  if (!file.startsWith('test/bundles/')) return file;
  const name = test.ancestorTitles[0];
  return existsSync(join(BACKEND, 'test/cluster', `${name}.int-spec.ts`))
    ? `test/cluster/${name}.int-spec.ts`
    : `test/integration/${name}.int-spec.ts`;
}

/** The failed tests of one jest JSON report, or one pseudo-failure when the run wrote none. */
function failuresOf(reportFile, code) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return [{ suite: '(no report)', test: `jest exited with ${code} and wrote no report`, message: '' }];
  }
  const failures = [];
  for (const suite of report.testResults) {
    const file = relative(BACKEND, suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({ suite: suiteFile(file, test), test: test.fullName, message: test.failureMessages.join('\n') });
    if (failed.length === 0 && suite.status === 'failed') failures.push({ suite: file, test: '(suite)', message: suite.message });
  }
  if (failures.length === 0 && code !== 0) failures.push({ suite: '(run)', test: `jest exited with ${code}`, message: '' });
  return failures;
}

/** The first lines of a failure message, indented, without ANSI colours. */
function excerpt(message, lines = 12) {
  const plain = stripVTControlCharacters(message).split('\n');
  const shown = plain.slice(0, lines).map((line) => `      ${line}`);
  if (plain.length > lines) shown.push(`      … (${plain.length - lines} more lines in the log)`);
  return shown.join('\n');
}

main(async () => {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      contention: { type: 'boolean', default: false },
      suites: { type: 'string' },
      cluster: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

  const { databaseUrl, redisUrl } = await ensureServices();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ...(redisUrl && { REDIS_URL: redisUrl }),
    ...(values.cluster && { TEST_REDIS_CLUSTER: '1' }),
    ...(!values.suites && { HOOKYARD_TEST_BUNDLES: '1' }),
    NODE_OPTIONS,
  };

  const summary = [];
  for (let run = 1; run <= runs; run++) {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const contended = values.contention || run % 2 === 0;
    const logFile = join(OUT, `run-${run}.log`);
    const reportFile = join(OUT, `run-${run}.json`);
    const args = ['jest', '--selectProjects', values.cluster ? 'integration (Redis Cluster)' : 'integration', `--seed=${seed}`];
    if (values.suites) args.push('--testPathPatterns', values.suites);
    args.push('--json', `--outputFile=${reportFile}`);
    log(bold(`── run ${run}/${runs}: seed ${seed}${contended ? ', under CPU contention' : ''}`));
    const started = Date.now();
    const contention = contended ? startContention() : null;
    const code = await runLogged('npx', args, { ...env, FC_SEED: String(seed) }, logFile).finally(() => contention?.stop());
    const failures = code === 0 ? [] : failuresOf(reportFile, code);
    const secs = Math.round((Date.now() - started) / 1000);
    summary.push({ run, seed, contended, secs, failures });
    if (failures.length === 0) {
      log(`run ${run}: green in ${secs} s`);
      continue;
    }
    warn(`run ${run}: ${failures.length} failed in ${secs} s (seed ${seed}; log ${relative(ROOT, logFile)})`);
    for (const failure of failures) {
      console.log(`  ✕ ${failure.suite} › ${failure.test}`);
      console.log(excerpt(failure.message));
      console.log(`    replay: cd backend && FC_SEED=${seed} NODE_OPTIONS='${NODE_OPTIONS}' npx jest --seed=${seed} ${failure.suite}`);
    }
  }

  const red = summary.filter((run) => run.failures.length > 0);
  console.log('');
  for (const run of summary) {
    console.log(
      `run ${run.run}: ${run.failures.length === 0 ? 'green' : `${run.failures.length} failed`}, seed ${run.seed}${run.contended ? ', contended' : ''}, ${run.secs} s`,
    );
  }
  if (red.length > 0) warn(`${red.length} of ${runs} runs failed`);
  else log(bold(`${runs} of ${runs} runs green`));
  return red.length > 0 ? 1 : 0;
});
