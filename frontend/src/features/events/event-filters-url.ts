import { EVENT_STATUSES, type EventStatus } from '../../api/types';

/** The list's filters and paging position, as the page's URL holds them (every one survives a reload). */
export interface EventFilters {
  projectId: string;
  endpointId: string;
  destinationId: string;
  /** Empty for every status. */
  status: EventStatus[];
  /** RFC 3339, inclusive; empty for no lower bound. */
  receivedFrom: string;
  /** RFC 3339, exclusive; empty for no upper bound. */
  receivedTo: string;
  /** A status code (`503`) or a class (`5xx`); empty for any. */
  responseStatus: string;
  /** Event types, comma-separated: exact (`invoice.paid`) or prefixes (`invoice.*`); empty for any. */
  eventType: string;
  search: string;
  /** `true`: Hookyard's own notifications are listed too; empty: left out (docs/http.md, Event list). */
  includeNotifications: '' | 'true';
  /** The keyset cursor of the page shown; empty for the newest page. */
  cursor: string;
}

export const NO_FILTERS: EventFilters = {
  projectId: '',
  endpointId: '',
  destinationId: '',
  status: [],
  receivedFrom: '',
  receivedTo: '',
  responseStatus: '',
  eventType: '',
  search: '',
  includeNotifications: '',
  cursor: '',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const RESPONSE_STATUS = /^([1-5]\d\d|[1-5]xx)$/;
/**
 * The API's eventType rule: 1–20 comma-separated items, none empty, a `*` only at an item's end, each of
 * at most 200 characters (201 with its `*`). Empty when `text` breaks it, else the list as the API
 * reads it (items trimmed).
 */
export function eventTypeFilter(text: string): string {
  const items = text.split(',').map((item) => item.trim());
  const valid = items.length <= 20 && items.every((item) => item.length > 0 && [...item].length <= 201 && !item.slice(0, -1).includes('*'));
  return valid ? items.join(',') : '';
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/** The filters a URL names; a value the API would refuse is left out, so a hand-edited link still shows a page. */
export function filtersFrom(params: URLSearchParams): EventFilters {
  const valid = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is EventStatus => (EVENT_STATUSES as readonly string[]).includes(s));
  const dateTime = (name: string) => {
    const value = valid(name, DATE_TIME);
    const [year, month, day] = value.slice(0, 10).split('-').map(Number);
    const realDay = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
    return value && realDay && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  return {
    projectId: valid('projectId', UUID),
    endpointId: valid('endpointId', UUID),
    destinationId: valid('destinationId', UUID),
    status: [...new Set(statuses)],
    receivedFrom: dateTime('receivedFrom'),
    receivedTo: dateTime('receivedTo'),
    responseStatus: valid('responseStatus', RESPONSE_STATUS),
    eventType: eventTypeFilter(params.get('eventType') ?? ''),
    search: (params.get('search') ?? '').slice(0, 200),
    includeNotifications: params.get('includeNotifications') === 'true' ? 'true' : '',
    cursor: params.get('cursor') ?? '',
  };
}

/** The URL's query for `filters` (`?…`, or empty), in a fixed order. */
export function searchOf(filters: EventFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [keyof EventFilters, EventFilters[keyof EventFilters]][]) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(name, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters as GET /api/events and the export take them (no paging). */
export function listQuery(filters: EventFilters) {
  return {
    projectId: filters.projectId || undefined,
    endpointId: filters.endpointId || undefined,
    destinationId: filters.destinationId || undefined,
    status: filters.status.length > 0 ? filters.status.join(',') : undefined,
    receivedFrom: filters.receivedFrom || undefined,
    receivedTo: filters.receivedTo || undefined,
    responseStatus: filters.responseStatus || undefined,
    eventType: filters.eventType || undefined,
    search: filters.search || undefined,
    includeNotifications: filters.includeNotifications === 'true' ? true : undefined,
  };
}

/** Whether any filter is set (the bulk routes refuse none); showing notifications too is not one. */
export function hasFilter(filters: EventFilters): boolean {
  const { includeNotifications: _, ...query } = listQuery(filters);
  return Object.values(query).some((value) => value !== undefined);
}

/** How many filters are set (a received range counts once; showing notifications too counts as one). */
export function activeFilterCount(filters: EventFilters): number {
  const { receivedFrom, receivedTo, ...query } = listQuery(filters);
  const range = receivedFrom !== undefined || receivedTo !== undefined ? 1 : 0;
  return range + Object.values(query).filter((value) => value !== undefined).length;
}

/** The address of the CSV export of exactly these filters. */
export function exportUrl(filters: EventFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(listQuery(filters))) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return `/api/events/export${text ? `?${text}` : ''}`;
}

/** The statuses "Retry failed" works on when the filters name none: the events a retry can help. */
const RETRYABLE_EVENT_STATUSES: EventStatus[] = ['failed', 'dead_lettered', 'retry_scheduled'];

/** The JSON body of a bulk retry or replay for these filters. */
export function bulkBody(filters: EventFilters, kind: 'retry' | 'replay') {
  const { includeNotifications: _, ...query } = listQuery(filters);
  const status = filters.status.length > 0 ? filters.status : kind === 'retry' ? RETRYABLE_EVENT_STATUSES : undefined;
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ ...query, status })) if (value !== undefined) body[name] = value;
  return body;
}

/** Date range presets: from `hours` ago until now (no upper bound, so new events keep matching). */
export const RANGE_PRESETS = [
  { label: 'Last hour', hours: 1 },
  { label: 'Last 24 hours', hours: 24 },
  { label: 'Last 7 days', hours: 24 * 7 },
] as const;

export function presetRange(hours: number, now = Date.now()): Pick<EventFilters, 'receivedFrom' | 'receivedTo'> {
  return { receivedFrom: new Date(now - hours * 3_600_000).toISOString(), receivedTo: '' };
}
