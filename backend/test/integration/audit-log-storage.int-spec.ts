import request from 'supertest';
import { SqlExecutor } from '../../src/core/database/sql';
import { recordAudit } from '../../src/core/audit/audit-trail.repository';
import { AuditRetentionService } from '../../src/modules/audit-log/audit-retention.service';
import { Session, signup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/http.md, Audit log: the table is append-only in the database itself (a trigger), whatever
 * code runs against it, and only retention, in a transaction that says so, deletes entries.
 */
describe('audit log storage: append-only, and retention', () => {
  let api: TestApp;
  let sql: SqlExecutor;
  let session: Session;

  beforeAll(async () => {
    api = await startTestApp({ AUDIT_RETENTION_DAYS: '30' });
    sql = api.app.get(SqlExecutor);
    session = await signup(api.url);
  });

  afterAll(() => api.close());

  /** An entry written by the one writer, as any feature writes it; its id. */
  async function entry(organizationId: string): Promise<string> {
    await recordAudit(
      sql,
      organizationId,
      { actor: { type: 'system' }, origin: null },
      {
        action: 'project.created',
        target: { type: 'project', id: null, label: 'storage test' },
      },
    );
    const { rows } = await sql.query<{ id: string }>(
      `SELECT id FROM audit_log WHERE organization_id = $1 ORDER BY at DESC, id DESC LIMIT 1`,
      [organizationId],
    );
    return rows[0].id;
  }

  /** An entry dated `daysAgo` days back (the only way to date one is to insert it so: nothing can move it). */
  async function oldEntry(organizationId: string, daysAgo: number, label: string): Promise<void> {
    await sql.query(
      `INSERT INTO audit_log (organization_id, at, actor_type, action, target_type, target_label)
       VALUES ($1, now() - make_interval(days => $2), 'system', 'project.created', 'project', $3)`,
      [organizationId, daysAgo, label],
    );
  }

  it('refuses an UPDATE of any entry, in the database', async () => {
    const id = await entry(session.organizationId);
    await expect(sql.query(`UPDATE audit_log SET action = 'project.deleted' WHERE id = $1`, [id])).rejects.toThrow(
      /audit_log is append-only: UPDATE refused/,
    );
    // Not even in the retention job's transaction: retention deletes, it never rewrites.
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(`SET LOCAL hookyard.audit_retention = 'on'`);
        await tx.query(`UPDATE audit_log SET target_label = 'x' WHERE id = $1`, [id]);
      }),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    const { rows } = await sql.query<{ action: string }>(`SELECT action FROM audit_log WHERE id = $1`, [id]);
    expect(rows).toEqual([{ action: 'project.created' }]);
  });

  it('refuses a DELETE and a TRUNCATE, unless the transaction is the retention job', async () => {
    const id = await entry(session.organizationId);
    await expect(sql.query(`DELETE FROM audit_log WHERE id = $1`, [id])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only: TRUNCATE refused/);
    // The setting is the transaction's own: set in another transaction, it does not carry over.
    await sql.transaction((tx) => tx.query(`SET LOCAL hookyard.audit_retention = 'on'`));
    await expect(sql.query(`DELETE FROM audit_log WHERE id = $1`, [id])).rejects.toThrow(/append-only: DELETE refused/);

    const deleted = await sql.transaction(async (tx) => {
      await tx.query(`SET LOCAL hookyard.audit_retention = 'on'`);
      return (await tx.query(`DELETE FROM audit_log WHERE id = $1`, [id])).rowCount;
    });
    expect(deleted).toBe(1);
  });

  it('deletes entries older than AUDIT_RETENTION_DAYS (whole UTC days), keeps the rest, and records it as the system', async () => {
    const other = await signup(api.url);
    await oldEntry(session.organizationId, 45, 'old');
    await oldEntry(session.organizationId, 31, 'just past');
    await oldEntry(session.organizationId, 29, 'young');
    await oldEntry(other.organizationId, 40, 'old elsewhere');
    await oldEntry(other.organizationId, 2, 'young elsewhere');

    const deleted = await api.app.get(AuditRetentionService).deleteExpired();
    expect(deleted).toBe(3);

    const labels = async (organizationId: string) =>
      (
        await sql.query<{ target_label: string | null }>(
          `SELECT target_label FROM audit_log WHERE organization_id = $1 AND action = 'project.created' ORDER BY at`,
          [organizationId],
        )
      ).rows.map((row) => row.target_label);
    expect(await labels(session.organizationId)).toEqual(expect.arrayContaining(['young']));
    expect(await labels(session.organizationId)).not.toEqual(expect.arrayContaining(['old']));
    expect(await labels(session.organizationId)).not.toEqual(expect.arrayContaining(['just past']));
    expect(await labels(other.organizationId)).toEqual(['young elsewhere']);

    // Each organization's log says, as the system, what retention removed and up to when.
    const cutoff = new Date(Math.floor((Date.now() - 30 * DAY_MS) / DAY_MS) * DAY_MS).toISOString();
    const pruned = await request(api.url).get('/api/audit-log?action=audit_log.pruned').set('cookie', session.cookie).expect(200);
    expect(pruned.body.data).toEqual([
      expect.objectContaining({
        actor: { type: 'system', id: null, label: null },
        action: 'audit_log.pruned',
        target: { type: 'audit_log', id: null, label: `entries before ${cutoff}` },
        changes: { entries: { from: 2, to: 0 } },
        ip: null,
        user_agent: null,
      }),
    ]);

    // Nothing more to delete: no second entry.
    expect(await api.app.get(AuditRetentionService).deleteExpired()).toBe(0);
    const again = await request(api.url).get('/api/audit-log?action=audit_log.pruned').set('cookie', session.cookie).expect(200);
    expect(again.body.data).toHaveLength(1);
  });
});
