import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '../../api/types';
import {
  bulkBody,
  exportUrl,
  filtersFrom,
  hasFilter,
  NO_FILTERS,
  presetRange,
  relativeTime,
  searchOf,
  type EventFilters,
} from './event-filters-url';

const uuid = fc.uuid();
const filters: fc.Arbitrary<EventFilters> = fc.record({
  endpointId: fc.oneof(fc.constant(''), uuid),
  destinationId: fc.oneof(fc.constant(''), uuid),
  status: fc.uniqueArray(fc.constantFrom(...EVENT_STATUSES), { maxLength: 4 }),
  receivedFrom: fc.oneof(
    fc.constant(''),
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  ),
  receivedTo: fc.oneof(
    fc.constant(''),
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  ),
  responseStatus: fc.oneof(
    fc.constant(''),
    fc.integer({ min: 100, max: 599 }).map(String),
    fc.constantFrom('1xx', '2xx', '3xx', '4xx', '5xx'),
  ),
  search: fc.string({ maxLength: 200 }),
  cursor: fc.oneof(fc.constant(''), fc.base64String({ minLength: 4, maxLength: 40 })),
});

describe('the events list filters in the URL', () => {
  it('come back exactly as they were put in the address (property)', () => {
    fc.assert(
      fc.property(filters, (given) => {
        const back = filtersFrom(new URLSearchParams(searchOf(given)));
        expect(back).toEqual(given);
      }),
    );
  });

  it('leave out what the API would refuse, so a hand-edited link still shows a page', () => {
    const back = filtersFrom(
      new URLSearchParams(
        'endpointId=nope&status=failed,bogus,failed&responseStatus=6xx&receivedFrom=2026-02-30T00:00:00Z&receivedTo=yesterday',
      ),
    );
    expect(back).toEqual({ ...NO_FILTERS, status: ['failed'] });
  });

  it('export exactly the list filters, without paging', () => {
    const url = exportUrl({ ...NO_FILTERS, status: ['failed', 'dead_lettered'], search: 'a b&c', cursor: 'abc' });
    expect(url).toBe('/api/events/export?status=failed%2Cdead_lettered&search=a+b%26c');
    expect(exportUrl(NO_FILTERS)).toBe('/api/events/export');
  });

  it('make a bulk body of the filters; "Retry failed" with no status takes the retryable ones', () => {
    expect(bulkBody({ ...NO_FILTERS, endpointId: 'e' }, 'retry')).toEqual({
      endpointId: 'e',
      status: ['failed', 'dead_lettered', 'retry_scheduled'],
    });
    expect(bulkBody({ ...NO_FILTERS, endpointId: 'e' }, 'replay')).toEqual({ endpointId: 'e' });
    expect(bulkBody({ ...NO_FILTERS, status: ['delivered'], cursor: 'x' }, 'retry')).toEqual({ status: ['delivered'] });
    expect(hasFilter(NO_FILTERS)).toBe(false);
    expect(hasFilter({ ...NO_FILTERS, cursor: 'x' })).toBe(false);
    expect(hasFilter({ ...NO_FILTERS, receivedFrom: '2026-01-01T00:00:00Z' })).toBe(true);
  });

  it('presets start that many hours ago and leave the end open', () => {
    expect(presetRange(24, Date.parse('2026-11-25T12:00:00Z'))).toEqual({ receivedFrom: '2026-11-24T12:00:00.000Z', receivedTo: '' });
  });

  it('say how long ago an event came', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(relativeTime('2026-11-25T11:59:55Z', now)).toBe('just now');
    expect(relativeTime('2026-11-25T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-25T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-11-23T12:00:00Z', now)).toBe('2 days ago');
  });
});
