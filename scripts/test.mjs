#!/usr/bin/env node
// `npm test`: install → PostgreSQL + Redis (found or started, as for npm start) → build →
// frontend tests (vitest) → the brokers answer (RabbitMQ, NATS, Mosquitto) → backend tests (jest, real PostgreSQL and Redis) → the Redis-touching
// backend tests again on a local Redis Cluster → browser tests (e2e, Debian's chromium).
// Every step runs even when an earlier test step failed, so one run shows everything; a failed
// install, service start or build stops the run. Exits non-zero if any step failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkBrokers } from './lib/brokers.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureServices } from './lib/services.mjs';
import { failuresOf } from './lib/test-report.mjs';
import { DATA_DIR, UserError, bold, log, main, npm, run, warn } from './lib/util.mjs';

const CHROMIUM = '/usr/bin/chromium';
const results = [];

/** Runs one step; records ok/FAILED with its time. `fatal` steps end the run when they fail. */
async function step(name, fn, { fatal = false } = {}) {
  const t0 = Date.now();
  log(bold(`── ${name}`));
  let ok = false;
  let why = '';
  try {
    ok = (await fn()) !== false;
  } catch (err) {
    why = err instanceof UserError ? err.message : err?.stack || String(err);
    console.error(why);
  }
  results.push({ name, ok, secs: Math.round((Date.now() - t0) / 1000) });
  if (!ok && fatal) throw new StopRun(name);
  return ok;
}
class StopRun extends Error {}

// A test suite that hangs (an open handle keeping Jest alive, a stuck browser) fails its step
// instead of eating CI's whole time budget.
const TEST_TIMEOUT_MS = 30 * 60_000;
const npmOk = async (args, opts) => (await npm(args, opts)).code === 0;

/** Passed and failed test counts of every suite, for the closing `N passed, N failed` line. */
const counts = { passed: 0, failed: 0 };
/**
 * What failed, one line each, repeated after the closing line: CI keeps only a run's tail, and a
 * failure printed minutes earlier by a runner is out of it.
 */
const failures = [];
/**
 * Runs a workspace's tests with a JSON report (jest and vitest write the same counts) written to
 * `.data/<name>`, and adds its counts; a run that wrote no report counts as one failure.
 */
async function testsWithReport(workspace, name, reportArgs, env = process.env) {
  const report = join(DATA_DIR, name);
  mkdirSync(DATA_DIR, { recursive: true });
  rmSync(report, { force: true });
  const ok = await npmOk(['test', '-w', workspace, '--', ...reportArgs(report)], { timeoutMs: TEST_TIMEOUT_MS, env });
  if (existsSync(report)) {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += results.numPassedTests;
    counts.failed += results.numFailedTests;
    failures.push(...failuresOf(workspace, results));
    if (!ok && results.numFailedTests === 0) failures.push(`${workspace}: the runner failed with every test passed (see its output above)`);
  } else {
    counts.failed += 1;
    failures.push(`${workspace}: the runner wrote no report (see its output above)`);
  }
  return ok;
}

// The integration suites in bundles, each loading the app's modules once (backend/jest.config.js).
const bundled = { ...process.env, HOOKYARD_TEST_BUNDLES: '1' };
const backendTests = () => testsWithReport('backend', 'jest-results.json', (file) => ['--json', `--outputFile=${file}`], bundled);
// The Redis-touching integration suites again, on a Redis Cluster of 3 masters and 3 replicas that
// the run starts from the installed redis-server (and stops), plus the failover test (backend/jest.config.js).
const backendClusterTests = () =>
  testsWithReport('backend', 'jest-cluster-results.json', (file) => ['--json', `--outputFile=${file}`], {
    ...bundled,
    TEST_REDIS_CLUSTER: '1',
  });
const frontendTests = () =>
  testsWithReport('frontend', 'vitest-results.json', (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);

async function e2eTests() {
  const { code, stdout } = await npm(['test', '-w', 'e2e'], { timeoutMs: TEST_TIMEOUT_MS, capture: true });
  process.stdout.write(stdout);
  // node --test closes with `# pass N` and `# fail N`.
  const number = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(stdout)?.[1] ?? 0);
  counts.passed += number('pass');
  counts.failed += code === 0 ? number('fail') : Math.max(1, number('fail'));
  // node --test prints a failed test as `not ok N - name` at its depth; a suite's line repeats its tests'.
  for (const [, name] of stdout.matchAll(/^\s*not ok \d+ - (.*)$/gm)) failures.push(`e2e: ${name}`);
  return code === 0;
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot) {
    throw new UserError(`${CHROMIUM} is missing and this is not root: install it (sudo apt-get install chromium) and run again.`);
  }
  log(`${CHROMIUM} is missing; installing Debian's chromium (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    (await run('apt-get', ['update'], { env })).code === 0 && (await run('apt-get', ['install', '-y', 'chromium'], { env })).code === 0;
  if (!ok || !existsSync(CHROMIUM)) throw new UserError(`installing chromium failed: the browser tests cannot run without ${CHROMIUM}.`);
  return true;
}

main(async () => {
  const started = Date.now();
  try {
    await step('install', ensureInstalled, { fatal: true });
    await step(
      'services',
      async () => {
        const { databaseUrl, redisUrl } = await ensureServices();
        // The test runners (and the servers the e2e suite starts) read these.
        process.env.DATABASE_URL = databaseUrl;
        if (redisUrl) process.env.REDIS_URL = redisUrl; // undefined on a Redis Cluster (REDIS_CLUSTER_NODES)
      },
      { fatal: true },
    );
    await step('build', () => npmOk(['run', 'build']), { fatal: true });
    await step('lint', () => npmOk(['run', 'lint']));
    await step('frontend tests', frontendTests);
    await step('brokers', checkBrokers);
    await step('backend tests', backendTests);
    await step('backend tests on a Redis Cluster', backendClusterTests);
    if (await step('chromium', ensureChromium)) await step('e2e tests', e2eTests);
    else results.push({ name: 'e2e tests', ok: false, secs: 0, skipped: true });
  } catch (err) {
    if (!(err instanceof StopRun)) throw err;
  }

  const failed = results.filter((r) => !r.ok);
  const list = results.map((r) => `${r.name} ${r.skipped ? 'not run' : r.ok ? 'ok' : 'FAILED'} (${r.secs}s)`).join(', ');
  const total = Math.round((Date.now() - started) / 1000);
  console.log('');
  if (failed.length) warn(`npm test FAILED after ${total}s: ${list}`);
  else log(bold(`npm test OK in ${total}s: ${list}`));
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
  for (const failure of failures) console.log(`failed: ${failure}`);
  return failed.length ? 1 : 0;
});
