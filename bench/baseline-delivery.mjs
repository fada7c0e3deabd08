// The bare baseline of `npm run bench:delivery`: a loop of CONCURRENCY workers, each taking the next
// pending row of baseline_jobs, POSTing its body to the sink with undici and recording it with one
// UPDATE. No queue, no claim, no decryption, no signature, no attempt rows, no event status.
// It stays up between rounds, like the Hookyard worker, so its later rounds run warm too.
// Env: DATABASE_URL, SINK_URL, CONCURRENCY, RATE (deliveries/s at most, all loops together; unset:
// as fast as it goes). IPC: {cmd: 'run'} → {cmd: 'done', count, failures, seconds};
// {cmd: 'exit'} closes it (the parent reads the CPU of its PostgreSQL backends first).
// With LISTEN=1 (the steady phase's bare pipeline, fed by baseline-ingest-server.mjs) it runs no
// rounds: it LISTENs on baseline_jobs and, on each notification, claims as many pending rows as it
// has free slots (one UPDATE … RETURNING, SKIP LOCKED), and sends and records each as above.
import pg from 'pg';
import { Agent, request } from 'undici';

const { DATABASE_URL, SINK_URL } = process.env;
const CONCURRENCY = Number(process.env.CONCURRENCY || 50);
const RATE = Number(process.env.RATE || Infinity);
// LISTEN=1 records as Hookyard's worker does, without waiting for the WAL flush (a crash can only
// undo a record, and the job is sent again): the bare pipeline's guarantees are Hookyard's
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 10,
  application_name: 'baseline-delivery',
  ...(process.env.LISTEN === '1' ? { options: '-c synchronous_commit=off' } : {}),
});
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });

/** POSTs the row's body to the sink and records the answer with one UPDATE; true if it was a 2xx. */
async function deliver(row) {
  const response = await request(SINK_URL, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', 'webhook-id': row.event_id },
    body: row.body,
  });
  for await (const _chunk of response.body) {
    // drain
  }
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  await pool.query(`UPDATE baseline_jobs SET status = $2, attempt_count = attempt_count + 1, updated_at = now() WHERE id = $1`, [
    row.id,
    ok ? 'succeeded' : 'failed',
  ]);
  return ok;
}

const CLAIM = `UPDATE baseline_jobs SET status = 'in_progress', updated_at = now()
  WHERE id IN (SELECT id FROM baseline_jobs WHERE status = 'pending' ORDER BY updated_at LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING id, event_id, body`;

/** LISTEN=1: claims on each notification while slots are free; a notification during a claim asks for one more. */
async function listen() {
  const client = new pg.Client({ connectionString: DATABASE_URL, application_name: 'baseline-delivery-listen' });
  await client.connect();
  let inFlight = 0;
  let claiming = false;
  let asked = false;
  let more = false; // the last claim filled every free slot: pending rows may be left when one frees
  const claim = async () => {
    if (claiming) return void (asked = true);
    claiming = true;
    do {
      asked = false;
      const limit = CONCURRENCY - inFlight;
      if (limit === 0) break;
      const { rows } = await pool.query(CLAIM, [limit]);
      more = rows.length === limit;
      for (const row of rows) {
        inFlight++;
        deliver(row)
          .catch(() => {})
          .finally(() => {
            inFlight--;
            if (more) void claim();
          });
      }
    } while (asked);
    claiming = false;
  };
  client.on('notification', () => void claim().catch((error) => console.error(error)));
  await client.query('LISTEN baseline_jobs');
  return client;
}

async function run() {
  const { rows } = await pool.query(`SELECT id, event_id, body FROM baseline_jobs WHERE status = 'pending' ORDER BY id`);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index];
      // Paced: row i starts no earlier than i / RATE s after the first.
      const due = started + (index * 1000) / RATE - performance.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      if (!(await deliver(row))) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { count: rows.length, failures, seconds: (performance.now() - started) / 1000 };
}

process.on('message', (message) => {
  if (message?.cmd === 'run') {
    run().then(
      (result) => process.send({ cmd: 'done', ...result }),
      (error) => process.send({ cmd: 'done', error: error.stack ?? String(error) }),
    );
  } else if (message?.cmd === 'exit') {
    Promise.all([pool.end(), agent.close()]).then(() => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
if (process.env.LISTEN === '1') await listen();
process.send({ cmd: 'ready' });
