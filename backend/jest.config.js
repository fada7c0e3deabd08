// Unit tests beside the code (*.spec.ts); integration tests against real PostgreSQL, Redis and HTTP (test/integration).
// NestJS 12 and a few of its dependencies ship ES modules; Jest's CommonJS runtime on Node 20 cannot
// require them, so SWC compiles every installed "type": "module" package as well.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

function esmPackages(root) {
  const names = [];
  for (const entry of readdirSync(root)) {
    const scoped = entry.startsWith('@');
    for (const name of scoped ? readdirSync(join(root, entry)).map((child) => `${entry}/${child}`) : [entry]) {
      try {
        if (JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')).type === 'module') names.push(name);
      } catch {
        // not a package
      }
    }
  }
  return names;
}

const esm = [...new Set([...esmPackages(join(__dirname, '../node_modules')), ...esmPackages(join(__dirname, 'node_modules'))])];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transform = { '^.+\\.(ts|js|mjs)$': ['@swc/jest'] };
const transformIgnorePatterns = [`/node_modules/(?!(${esm.map(escape).join('|')})/)`];

// Packages whose exports offer only an `import` condition, which Jest's CommonJS resolver does not take: their ES module file, by path.
const importOnly = (name, file) => {
  const hoisted = join(__dirname, '../node_modules', name, file);
  return existsSync(hoisted) ? hoisted : join(__dirname, 'node_modules', name, file);
};
const moduleNameMapper = { '^@octokit/webhooks-methods$': importOnly('@octokit/webhooks-methods', 'dist-node/index.js') };

const setupFiles = ['<rootDir>/test/support/fast-check-seed.ts', '<rootDir>/test/support/no-process-exit.ts'];
const common = { testEnvironment: 'node', transform, transformIgnorePatterns, moduleNameMapper, setupFiles };

const { CLUSTER_SUITES } = require('./test/support/suites.cjs');
const clusterRun = process.env.TEST_REDIS_CLUSTER === '1';
// HOOKYARD_TEST_BUNDLES=1 (`npm test`): the integration suites in four bundles (test/bundles/,
// test/support/suite-bundle.ts), each loading the app's modules once for all its suites; else one
// file each, as a single suite runs. TEST_REDIS_CLUSTER=1: the Redis-touching suites of
// test/support/suites.cjs, and test/cluster's, on a Redis Cluster the global setup starts.
const bundled = process.env.HOOKYARD_TEST_BUNDLES === '1';
const integrationTests = bundled
  ? ['<rootDir>/test/bundles/*.int-spec.ts']
  : clusterRun
    ? [...CLUSTER_SUITES.map((name) => `<rootDir>/test/integration/${name}.int-spec.ts`), '<rootDir>/test/cluster/**/*.int-spec.ts']
    : ['<rootDir>/test/integration/**/*.int-spec.ts'];

const unit = { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/support/*.spec.ts'] };
const integration = {
  ...common,
  displayName: clusterRun ? 'integration (Redis Cluster)' : 'integration',
  testMatch: integrationTests,
  setupFiles: [...setupFiles, '<rootDir>/test/support/worker-database.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

module.exports = {
  testTimeout: 30000,
  // Each jest worker runs against a database of its own (global-setup.ts) and every app on a Redis
  // prefix of its own. Bundled, four workers: a bundle spends most of its time waiting on real
  // timers, kills and retries, not on CPU, so the four bundles at once took the integration suites
  // from 246 s (84 files, two workers) to 129 s on the 2-core machine, at 180 instead of 314 s of CPU.
  // File by file, two: there jest's loading of the app's modules again for every file kept both cores busy.
  // The cluster run too (107 → 46 s): its failover test kills a master of a Redis Cluster of its own.
  // File by file, a worker process is replaced once it holds more than 1 GB after a file: each
  // integration file leaves ~80 MB behind (Nest apps, clients, module registries), which in one
  // process ran the whole run into the 4 GB heap limit (an OOM after 725 s). Bundled, never: a
  // bundle's worker ends below 1 GB. jest runs a file again from the start when the worker process
  // running it exits, which a replacement can do (jest checks the memory after handing the worker
  // its next file) and which a unit test's leftover 75 s timer did (shutdown.spec.ts, before
  // core/shutdown.ts cleared it): a bundle's suites then ran twice against one database.
  // test/support/suite-bundle.ts names that case.
  maxWorkers: bundled ? 4 : 2,
  ...(!bundled && { workerIdleMemoryLimit: '1GB' }),
  projects: clusterRun ? [integration] : [unit, integration],
};
