import { SqlRunner, statement } from '../database/sql';
import type { AuditAuthor, AuditEntry } from './audit-entry';

/**
 * One entry. The actor's label is read here, in the change's own transaction: a person's e-mail, a
 * key's name (of this organization only), unless the author gives one (a failed sign-in's e-mail).
 */
const RECORD = statement(
  'audit_record',
  `INSERT INTO audit_log (organization_id, actor_type, actor_id, actor_label, action, target_type, target_id, target_label,
                          ip, user_agent, changes)
   VALUES ($1, $2, $3::uuid,
           COALESCE($4, CASE $2::text
                          WHEN 'user' THEN (SELECT u.email FROM users u WHERE u.id = $3::uuid)
                          WHEN 'api_key' THEN (SELECT k.name FROM api_keys k WHERE k.id = $3::uuid AND k.organization_id = $1)
                        END),
           $5, $6, $7, $8, $9, $10, $11)`,
);

/**
 * The audit log's one writer (docs/architecture.md, Audit log), for every feature: `tx` is the
 * transaction of the change the entry is about, so the entry commits with it or not at all. The
 * table is append-only (a trigger refuses UPDATE and DELETE but for retention).
 */
export async function recordAudit(tx: SqlRunner, organizationId: string, author: AuditAuthor, entry: AuditEntry): Promise<void> {
  const { actor, origin } = author;
  await tx.run(RECORD, [
    organizationId,
    actor.type,
    actor.type === 'system' ? null : actor.id,
    actor.type === 'user' ? (actor.label ?? null) : null,
    entry.action,
    entry.target.type,
    entry.target.id,
    entry.target.label,
    origin?.ip ?? null,
    origin?.userAgent ?? null,
    entry.changes ? JSON.stringify(entry.changes) : null,
  ]);
}

/** What a repository runs in its transaction once the change is made: the entry of `result`. */
export type AuditRecording<T> = (tx: SqlRunner, result: T) => Promise<void>;

/**
 * The recording of a change by `author` in `organizationId`: `entryOf` says what to write given the
 * change's result (null: nothing changed, nothing to record). Services build it, repositories run it.
 */
export function auditing<T>(organizationId: string, author: AuditAuthor, entryOf: (result: T) => AuditEntry | null): AuditRecording<T> {
  return async (tx, result) => {
    const entry = entryOf(result);
    if (entry) await recordAudit(tx, organizationId, author, entry);
  };
}
