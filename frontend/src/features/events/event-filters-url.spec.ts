import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '../../api/types';
import {
  activeFilterCount,
  bulkBody,
  exportUrl,
  filtersFrom,
  hasFilter,
  NO_FILTERS,
  presetRange,
  searchOf,
  type EventFilters,
} from './event-filters-url';

const uuid = fc.uuid();
const filters: fc.Arbitrary<EventFilters> = fc.record({
  projectId: fc.oneof(fc.constant(''), uuid),
  endpointId: fc.oneof(fc.constant(''), uuid),
  includeNotifications: fc.constantFrom('' as const, 'true' as const),
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
  eventType: fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(fc.string({ unit: fc.constantFrom('a', 'b', '.', '_', '%', '/', 'é'), minLength: 1, maxLength: 12 }), fc.boolean()), {
        minLength: 1,
        maxLength: 20,
      })
      .map((items) => items.map(([text, prefix]) => (prefix ? `${text}*` : text)).join(',')),
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

  it('keep an eventType only when the API would take it (1-20 items, none empty, a * only at the end)', () => {
    const typeOf = (value: string) => filtersFrom(new URLSearchParams({ eventType: value })).eventType;
    expect(typeOf('invoice.*, customer.created')).toBe('invoice.*,customer.created');
    expect(typeOf('*')).toBe('*');
    expect(typeOf('a,,b')).toBe('');
    expect(typeOf('in*voice')).toBe('');
    expect(typeOf(Array.from({ length: 21 }, (_, i) => `t${i}`).join(','))).toBe('');
    expect(exportUrl({ ...NO_FILTERS, eventType: 'invoice.*' })).toBe('/api/events/export?eventType=invoice.*');
    expect(bulkBody({ ...NO_FILTERS, eventType: 'invoice.*,a' }, 'replay')).toEqual({ eventType: 'invoice.*,a' });
    expect(hasFilter({ ...NO_FILTERS, eventType: 'a' })).toBe(true);
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

  it('counts the filters set: zero exactly when none is, a received range once', () => {
    fc.assert(
      fc.property(filters, (value) => {
        const count = activeFilterCount(value);
        expect(count === 0).toBe(!hasFilter(value) && value.includeNotifications === '');
        const fields = [value.projectId, value.endpointId, value.destinationId, value.responseStatus, value.eventType, value.search];
        const expected =
          fields.filter((field) => field !== '').length +
          (value.status.length > 0 ? 1 : 0) +
          (value.receivedFrom || value.receivedTo ? 1 : 0) +
          (value.includeNotifications ? 1 : 0);
        expect(count).toBe(expected);
      }),
    );
  });
});
