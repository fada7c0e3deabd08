import { closeSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '../../src/core/metrics/metrics';
import { bundleMarker, clusterRun } from './test-env';
const { CLUSTER_SUITES, DEFAULT_SECONDS, SUITE_SECONDS } = require('./suites.cjs') as {
  CLUSTER_SUITES: string[];
  DEFAULT_SECONDS: number;
  SUITE_SECONDS: Record<string, number>;
};

const INTEGRATION = join(__dirname, '../integration');
const CLUSTER = join(__dirname, '../cluster');
const SUFFIX = '.int-spec.ts';

/** The suite files of this run: every integration suite, or on a Redis Cluster its suites and test/cluster's. */
function suiteFiles(): string[] {
  if (clusterRun()) {
    const only = readdirSync(CLUSTER).filter((file) => file.endsWith(SUFFIX));
    return [...CLUSTER_SUITES.map((name) => join(INTEGRATION, name + SUFFIX)), ...only.map((file) => join(CLUSTER, file))];
  }
  return readdirSync(INTEGRATION)
    .filter((file) => file.endsWith(SUFFIX))
    .sort()
    .map((file) => join(INTEGRATION, file));
}

const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -SUFFIX.length);
const secondsOf = (file: string) => SUITE_SECONDS[nameOf(file)] ?? DEFAULT_SECONDS;

/**
 * The suites of bundle `part` (1-based) of `parts`: the longest first, each to the bundle with the
 * least so far, so the bundles end together.
 */
export function bundleSuites(part: number, parts: number, files = suiteFiles()): string[] {
  const bundles = Array.from({ length: parts }, () => ({ seconds: 0, files: [] as string[] }));
  const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const least = bundles.reduce((best, bundle) => (bundle.seconds < best.seconds ? bundle : best));
    least.seconds += secondsOf(file);
    least.files.push(file);
  }
  return bundles[part - 1].files.sort();
}

/**
 * jest runs a test file again, silently, when its worker process exits under it (a crash, or jest
 * replacing a worker it found over `workerIdleMemoryLimit` just as it had handed it the next file).
 * The suites that had run already would then run twice against the same database; this names the
 * cause instead.
 */
function claimBundle(part: number): void {
  const runPrefix = process.env.HOOKYARD_TEST_REDIS_PREFIX;
  if (!runPrefix) throw new Error('the bundles need the global setup (run them through jest)');
  try {
    closeSync(openSync(bundleMarker(runPrefix, part), 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new Error(`bundle ${part} started a second time in this run: jest ran it again after its worker process exited`);
  }
}

/**
 * `npm test` runs the integration suites in a few bundles (test/bundles/) instead of one file each:
 * jest loads every module again for each test file it runs (about a second of CPU each for the app's
 * modules), which made the step CPU-bound; a bundle loads them once for all its suites. Each suite
 * stays a describe block of its own, named by its file, with its own hooks; what a process held
 * for itself (the metrics registry) starts empty for each suite, as it did in a file of its own.
 * A suite runs alone as ever: `npx jest test/integration/<name>.int-spec.ts`.
 */
export function runBundle(part: number, parts: number): void {
  claimBundle(part);
  for (const file of bundleSuites(part, parts)) {
    describe(nameOf(file), () => {
      beforeAll(() => registry.resetMetrics());
      require(file);
    });
  }
}
