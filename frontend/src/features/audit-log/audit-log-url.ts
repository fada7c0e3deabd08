import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../api/types';

/** The audit log's filters and paging position, as the page's URL holds them (docs/http.md, Audit log). */
export interface AuditFilters {
  /** A person's or key's id, or `system`; empty for anyone. */
  actor: string;
  /** An action, or a group as `destination.*`; empty for any. */
  action: string;
  targetType: string;
  targetId: string;
  /** RFC 3339, inclusive; empty for no lower bound. */
  from: string;
  /** RFC 3339, exclusive; empty for no upper bound. */
  to: string;
  /** The keyset cursor of the page shown; empty for the newest page. */
  cursor: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '', cursor: '' };

/** What the actions are about (`destination` of `destination.updated`), each one a `<group>.*` filter. */
export const ACTION_GROUPS: readonly string[] = [...new Set(AUDIT_ACTIONS.map((action) => action.slice(0, action.indexOf('.'))))];

const ACTOR = /^(system|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

const isAction = (value: string) =>
  value.endsWith('.*') ? ACTION_GROUPS.includes(value.slice(0, -2)) : (AUDIT_ACTIONS as readonly string[]).includes(value);

/** A real instant in RFC 3339 (not a 30 February), as the API takes it. */
function isInstant(value: string): boolean {
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** The filters a URL names; a value the API would refuse is left out, so a hand-edited link still shows a page. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const value = (name: string, valid: (text: string) => boolean) => {
    const text = params.get(name) ?? '';
    return text && valid(text) ? text : '';
  };
  return {
    actor: value('actor', (text) => ACTOR.test(text)),
    action: value('action', isAction),
    targetType: value('targetType', (text) => (AUDIT_TARGET_TYPES as readonly string[]).includes(text)),
    targetId: value('targetId', (text) => text.length <= 200),
    from: value('from', isInstant),
    to: value('to', isInstant),
    cursor: params.get('cursor') ?? '',
  };
}

/** The URL's query for `filters` (`?…`, or empty), in a fixed order. */
export function auditSearchOf(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters as GET /api/audit-log and its export take them (no paging). */
export function auditQuery(filters: AuditFilters) {
  const given = (value: string) => value || undefined;
  return {
    actor: given(filters.actor),
    action: given(filters.action),
    targetType: given(filters.targetType) as (typeof AUDIT_TARGET_TYPES)[number] | undefined,
    targetId: given(filters.targetId),
    from: given(filters.from),
    to: given(filters.to),
  };
}

/** The address of the CSV export of exactly these filters. */
export function auditExportUrl(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(auditQuery(filters))) if (value !== undefined) params.set(name, value);
  const text = params.toString();
  return `/api/audit-log/export${text ? `?${text}` : ''}`;
}

/** Whether any filter is set. */
export function hasAuditFilter(filters: AuditFilters): boolean {
  return Object.values(auditQuery(filters)).some((value) => value !== undefined);
}
