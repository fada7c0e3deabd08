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

const setupFiles = ['<rootDir>/test/support/fast-check-seed.ts'];
const common = { testEnvironment: 'node', transform, transformIgnorePatterns, moduleNameMapper, setupFiles };

// TEST_REDIS_CLUSTER=1: the suites whose code paths touch Redis run again against a Redis Cluster
// (3 masters, 3 replicas, started by the global setup), with the cluster-only suites of test/cluster
// (the failover test). Each suite listed exercises its own Redis code: queues and the delivery
// pipeline (BullMQ on a hash-tagged prefix), the Lua scripts (rate limits, destination delivery rates, destination and
// organization slots, generation markers), the MULTIs (refusal log, notification windows), the
// idempotency lock, the bulk-operation, bulk-deliveries and maintenance queues (job schedulers), the
// listener channels (pub/sub between api and worker).
const CLUSTER_SUITES = [
  'ingest',
  'pipeline',
  'delivery',
  'delivery-batches',
  'outbox',
  'destination-slots',
  'destination-rate',
  'organization-fairness',
  'api-rate-limit',
  'credential-cache',
  'verification',
  'notifications',
  'operations',
  'bulk-deliveries',
  'maintenance',
  'listener',
];
const clusterRun = process.env.TEST_REDIS_CLUSTER === '1';
const integrationTests = clusterRun
  ? [...CLUSTER_SUITES.map((name) => `<rootDir>/test/integration/${name}.int-spec.ts`), '<rootDir>/test/cluster/**/*.int-spec.ts']
  : ['<rootDir>/test/integration/**/*.int-spec.ts'];

const unit = { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
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
  // Two test files at a time, each worker against a database of its own (global-setup.ts) and every
  // app on a Redis prefix of its own: with the test-cost password hashing, the backend step of a
  // clean-clone CI run went from 533 s (one worker) to 306–391 s; what is left is mostly CPU (jest
  // loading the app's modules again for each file), so more workers would not help on two cores.
  // The cluster run keeps one: its failover test kills a master of the cluster every suite uses.
  // A worker process is replaced once it holds more than 1 GB after a file: each integration file
  // leaves ~80 MB behind (Nest apps, clients, module registries), which in one process ran the whole
  // run into the 4 GB heap limit (an OOM after 725 s) and into multi-second collections long before.
  maxWorkers: clusterRun ? 1 : 2,
  workerIdleMemoryLimit: '1GB',
  projects: clusterRun ? [integration] : [unit, integration],
};
