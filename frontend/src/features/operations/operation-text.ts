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

/** An operation's filters on one line: `status failed, dead_lettered · from 2026-11-25T10:00:00.000Z`. */
export function describeFilters(filters: Operation['filters']): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${LABELS[name] ?? name} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}
