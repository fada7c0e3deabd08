import { workerDatabaseName } from './test-env';

// Each jest worker runs its test files against a database of its own (global-setup.ts makes one per
// worker); this points HOOKYARD_TEST_DATABASE_URL, which the suites and test-app.ts read, at this
// worker's. A worker process that jest replaces keeps its JEST_WORKER_ID, and with it its database.
const runUrl = process.env.HOOKYARD_TEST_RUN_DATABASE_URL;
if (runUrl) {
  const url = new URL(runUrl);
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), Number(process.env.JEST_WORKER_ID ?? 1))}`;
  process.env.HOOKYARD_TEST_DATABASE_URL = url.toString();
}
