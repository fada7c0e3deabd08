import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotName, snapshotOf, sqlSources } from './sql-snapshots';

const SRC = join(__dirname, '../..');
const SNAPSHOTS = join(SRC, '../sql');
const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';

/** docs/architecture.md, Data access: every statement is in a committed snapshot, regenerated here. */
describe('SQL snapshots (backend/sql/*.sql)', () => {
  const sources = sqlSources(SRC);
  if (UPDATE) mkdirSync(SNAPSHOTS, { recursive: true });

  it('cover every repository, and the files with SQL outside them', () => {
    expect(sources).toEqual(
      expect.arrayContaining(['modules/events/events.repository.ts', 'modules/ingest/ingest.repository.ts', 'cli.ts', 'reencrypt.ts']),
    );
    expect(new Set(sources.map(snapshotName)).size).toBe(sources.length);
  });

  it.each(sources)('%s: its snapshot is current (UPDATE_SQL_SNAPSHOTS=1 rewrites it)', (source) => {
    const path = join(SNAPSHOTS, snapshotName(source));
    const snapshot = snapshotOf(SRC, source);
    if (UPDATE) writeFileSync(path, snapshot);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '(no snapshot)').toBe(snapshot);
  });

  it('has no snapshot left of a file that is gone', () => {
    const expected = new Set(sources.map(snapshotName));
    expect(readdirSync(SNAPSHOTS).filter((name) => !expected.has(name))).toEqual([]);
  });
});
