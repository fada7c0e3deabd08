import type { Operation } from '../../api/types';

/** Who started an operation, in words: the user's email, or the API key's name and prefix. */
export function startedBy(creator: Operation['created_by']): string {
  if (creator.kind === 'user') return creator.name ?? 'a deleted user';
  if (creator.name === null) return 'a deleted API key';
  return `API key ${creator.name}${creator.prefix ? ` (${creator.prefix}…)` : ''}`;
}

const LABELS: Record<string, string> = {
  projectId: 'project',
  endpointId: 'endpoint',
  destinationId: 'destination',
  status: 'status',
  search: 'search',
  payloadHash: 'payload hash',
  responseStatus: 'response',
  receivedFrom: 'from',
  receivedTo: 'before',
};

/** The filters that name a project, endpoint or destination by id. */
const NAMED = new Set(['projectId', 'endpointId', 'destinationId']);

/**
 * An operation's filters on one line: `destination Ledger · status failed, dead_lettered · from
 * 2026-11-25T10:00:00.000Z`. A project, endpoint or destination shows its name from `names` (by
 * id); one it lacks (deleted, or not read yet) shows as "a deleted …" or its id's first characters.
 */
export function describeFilters(filters: Operation['filters'], names: ReadonlyMap<string, string> = new Map()): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => {
      if (NAMED.has(name) && typeof value === 'string') return `${LABELS[name]} ${names.get(value) ?? `${value.slice(0, 8)}…`}`;
      return `${LABELS[name] ?? name} ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join(' · ');
}
