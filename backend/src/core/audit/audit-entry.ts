import type { AuthContext, RequestOrigin } from '../auth/auth-context';

/**
 * What the audit log records (docs/http.md, Audit log). The actions and target types are closed
 * lists: a feature that records a new action adds its name here (members, two-factor and single
 * sign-on add theirs), and the list route's `action` and `targetType` filters accept exactly these.
 */
export const AUDIT_ACTIONS = [
  'organization.created',
  'session.signed_in',
  'session.sign_in_failed',
  'session.two_factor_failed',
  'session.ended',
  'session.signed_out_elsewhere',
  'password.changed',
  'two_factor.enabled',
  'two_factor.disabled',
  'organization.settings_updated',
  'sso.updated',
  'sso.deleted',
  'member.invited',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'api_key.created',
  'api_key.revoked',
  'project.created',
  'project.renamed',
  'project.deleted',
  'endpoint.created',
  'endpoint.updated',
  'endpoint.token_rotated',
  'verification.updated',
  'verification.deleted',
  'verification.secret_added',
  'verification.secret_removed',
  'destination.created',
  'destination.updated',
  'destination.deleted',
  'destination.disabled',
  'destination.secret_rotated',
  'notification_endpoint.created',
  'notification_endpoint.deleted',
  'notification_endpoint.test_sent',
  'event.retried',
  'event.replayed',
  'events.bulk_retry_started',
  'events.bulk_replay_started',
  'operation.cancelled',
  'audit_log.pruned',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry can be about; the dashboard links each to its page. */
export const AUDIT_TARGET_TYPES = [
  'organization',
  'user',
  'invitation',
  'session',
  'api_key',
  'project',
  'endpoint',
  'destination',
  'notification_endpoint',
  'event',
  'operation',
  'audit_log',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Who did it. A person's label is their e-mail and a key's its name, both read when the entry is
 * written (so the entry keeps them after a rename); a failed sign-in gives the e-mail tried instead.
 */
type AuditActor = { type: 'user'; id: string; label?: string } | { type: 'api_key'; id: string } | { type: 'system' };

/** Who, and from where: everything of an entry that the change itself does not say. */
export interface AuditAuthor {
  actor: AuditActor;
  /** Where the request came from (the client address as the app sees it, behind TRUST_PROXY, and its User-Agent). */
  origin: RequestOrigin | null;
}

/** One field's change: its values, or only that it changed (a secret, a token, credentials, code). */
type AuditChange = { from: unknown; to: unknown } | { changed: true };

export type AuditChanges = Record<string, AuditChange>;

interface AuditTarget {
  type: AuditTargetType;
  id: string | null;
  label: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  target: AuditTarget;
  changes?: AuditChanges | null;
}

/** Work system jobs do (auto-disable, audit retention): no person, no key, no request. */
export const SYSTEM: AuditAuthor = { actor: { type: 'system' }, origin: null };

/** The caller of a request as the audit log names them: the person of a session, or the API key. */
export function authorOf(auth: AuthContext): AuditAuthor {
  const actor: AuditActor =
    auth.kind === 'api_key' && auth.apiKeyId ? { type: 'api_key', id: auth.apiKeyId } : { type: 'user', id: auth.userId! };
  return { actor, origin: auth.origin ?? null };
}

/** How each field of a change is written: its values, or (`secret`) only that it changed. */
export type FieldRules<T> = Partial<Record<keyof T & string, 'plain' | 'secret'>>;

/** JSON with every object's keys sorted: equal values, equal text (jsonb answers keys in an order of its own). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The `changes` of an entry: each field of `rules` whose value differs between `before` and
 * `after` (compared as JSON, whatever the order of object keys), `{from, to}` for a plain field and `{changed: true}` for a secret one,
 * whose values never reach the entry. `before` null (a creation): each field set, from null. Null
 * when nothing changed.
 */
export function changesOf<T extends object>(before: T | null, after: T, rules: FieldRules<T>): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const [field, rule] of Object.entries(rules) as [keyof T & string, 'plain' | 'secret'][]) {
    const from = before === null ? null : (before[field] ?? null);
    const to = after[field] ?? null;
    if (canonical(from) === canonical(to)) continue;
    changes[field] = rule === 'secret' ? { changed: true } : { from, to };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
