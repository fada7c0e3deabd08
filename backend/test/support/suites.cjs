// Which integration suites run where, read by jest.config.js and by the bundles (suite-bundle.ts).

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
  'live-pickup',
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

// Seconds a suite took alone in a bundle on the 2-core machine (npm test's jest report), only to
// share the suites evenly between the bundles: a stale or missing figure (DEFAULT_SECONDS) costs
// balance, never a test. Suites under 5 s are left out.
const SUITE_SECONDS = {
  'worker-process': 36,
  'route-table': 30,
  failover: 17,
  'api-fuzz': 29,
  operations: 28,
  traces: 17,
  'live-pickup': 12,
  notifications: 15,
  'notification-hysteresis': 14,
  'query-plans': 14,
  'aborted-upload': 12,
  'broker-outage': 11,
  'sender-credentials': 10,
  delivery: 10,
  'delivery-safety': 10,
  'destination-rate': 9,
  'attempt-record': 8,
  'organization-fairness': 8,
  'dashboard-signals': 8,
  'broker-destinations': 7,
  'event-retention': 7,
  statistics: 7,
  transformations: 7,
  auth: 7,
  management: 5,
  'http-limits': 5,
  'retention-and-keys': 5,
};
const DEFAULT_SECONDS = 2;

module.exports = { CLUSTER_SUITES, SUITE_SECONDS, DEFAULT_SECONDS };
