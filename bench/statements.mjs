// What PostgreSQL and Redis were asked during a phase of a bench (--profile): PostgreSQL's statements
// from pg_stat_statements and Redis's commands from INFO commandstats, each a snapshot taken before
// and after, so nothing is reset on a shared server. Counts per event are the figures that stay true
// on a loaded machine; times stretch with the load. How often each statement was planned shows a
// prepared statement PostgreSQL plans anew at every call instead of keeping its generic plan
// (docs/architecture.md, Data access).
import Redis from 'ioredis';
import { fmt, table } from './lib.mjs';

/**
 * pg_stat_statements of the run's database, or null (with the reason printed once) when the server
 * was not started with it in shared_preload_libraries.
 */
export async function statementsSnapshot(db) {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const { rows } = await db.query(
      `SELECT queryid::text || '/' || toplevel AS id, toplevel, calls::float8 AS calls, total_exec_time + total_plan_time AS ms,
              plans::float8 AS plans, rows::float8 AS rows, query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return new Map(rows.map((row) => [row.id, row]));
  } catch (error) {
    if (!statementsSnapshot.warned) {
      statementsSnapshot.warned = true;
      console.log(
        `(no PostgreSQL statements: ${error.message.split('\n')[0]}; start PostgreSQL with ` +
          `shared_preload_libraries = 'pg_stat_statements' and point BENCH_DATABASE_URL at it — see docs/operations.md, Benchmarks)`,
      );
    }
    return null;
  }
}

/**
 * Has the run's database (`dbName`, before any process connects to it) track the statements inside
 * functions (the worker's record is one call) and their planning, as a superuser may; answers what
 * could not be set, or null.
 */
export async function trackNestedStatements(db, dbName) {
  try {
    await db.query(`ALTER DATABASE "${dbName}" SET pg_stat_statements.track = 'all'`);
    await db.query(`ALTER DATABASE "${dbName}" SET pg_stat_statements.track_planning = on`);
    return null;
  } catch (error) {
    return error.message.split('\n')[0];
  }
}

/** Redis's calls and microseconds per command so far. */
export async function redisCommandsSnapshot(redisUrl) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    const info = await redis.info('commandstats');
    const commands = new Map();
    for (const line of info.split('\n')) {
      const match = /^cmdstat_([^:]+):calls=(\d+),usec=(\d+)/.exec(line.trim());
      if (match) commands.set(match[1], { calls: Number(match[2]), usec: Number(match[3]) });
    }
    return commands;
  } finally {
    redis.disconnect();
  }
}

const oneLine = (sql, width) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

/** The top statements by total time between two snapshots, with calls and milliseconds per event. */
export function printTopStatements(heading, before, after, events, limit = 15) {
  if (!before || !after) return;
  const deltas = [...after.values()]
    .map((row) => {
      const was = before.get(row.id) ?? { calls: 0, ms: 0, plans: 0, rows: 0 };
      return {
        query: row.toplevel ? row.query : `(inside a function) ${row.query}`,
        toplevel: row.toplevel,
        calls: row.calls - was.calls,
        ms: row.ms - was.ms,
        plans: row.plans - was.plans,
        rows: row.rows - was.rows,
      };
    })
    .filter((row) => row.calls > 0)
    .sort((a, b) => b.ms - a.ms);
  // A function call's time holds its statements' (tracked too with track = all): totals count calls sent by clients only.
  const sent = deltas.filter((row) => row.toplevel);
  const total = sent.reduce((sum, row) => sum + row.ms, 0);
  const calls = sent.reduce((sum, row) => sum + row.calls, 0);
  console.log(
    `\n${heading}: ${fmt(calls / events, 1)} statements and ${fmt(total / events, 3)} ms of planning and execution per event ` +
      "(% of that; a statement inside a function is part of its caller's time)",
  );
  console.log(
    table(
      ['#', 'ms', '%', 'calls/event', 'rows/call', 'planned', 'statement'],
      deltas
        .slice(0, limit)
        .map((row, i) => [
          i + 1,
          fmt(row.ms, 0),
          fmt((100 * row.ms) / total),
          fmt(row.calls / events, 2),
          fmt(row.rows / row.calls, 1),
          `${fmt((100 * row.plans) / row.calls, 0)} %`,
          oneLine(row.query, 90),
        ]),
    ),
  );
}

/** Redis's commands between two snapshots, by total time, per event. */
export function printTopRedisCommands(heading, before, after, events, limit = 15) {
  const deltas = [...after.entries()]
    .map(([name, now]) => {
      const was = before.get(name) ?? { calls: 0, usec: 0 };
      return { name, calls: now.calls - was.calls, usec: now.usec - was.usec };
    })
    .filter((row) => row.calls > 0)
    .sort((a, b) => b.usec - a.usec);
  const calls = deltas.reduce((sum, row) => sum + row.calls, 0);
  const usec = deltas.reduce((sum, row) => sum + row.usec, 0);
  console.log(
    `\n${heading}: ${fmt(calls / events, 1)} commands and ${fmt(usec / events / 1000, 3)} ms per event ` +
      '(the whole Redis server: other users of it count too)',
  );
  console.log(
    table(
      ['#', 'command', 'calls/event', 'µs/call', 'ms'],
      deltas
        .slice(0, limit)
        .map((row, i) => [i + 1, row.name, fmt(row.calls / events, 2), fmt(row.usec / row.calls, 1), fmt(row.usec / 1000, 0)]),
    ),
  );
}
