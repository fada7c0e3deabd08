import request from 'supertest';
import type { Session } from './factories';

/** An entry of GET /api/audit-log (docs/http.md, Audit log). */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { type: string; id: string | null; label: string | null };
  action: string;
  target: { type: string; id: string | null; label: string | null };
  ip: string | null;
  user_agent: string | null;
  changes: Record<string, unknown> | null;
}

/** The entries of `action` (or group, `destination.*`), newest first, as `session`'s organization reads them. */
export async function auditEntries(url: string, session: Session, action: string): Promise<AuditEntry[]> {
  const res = await request(url).get(`/api/audit-log?action=${action}`).set('cookie', session.cookie).expect(200);
  return res.body.data as AuditEntry[];
}
