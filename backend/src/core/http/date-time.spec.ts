import fc from 'fast-check';
import { parseRfc3339 } from './date-time';

const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

describe('parseRfc3339', () => {
  it('reads back every instant of years 1–9999, in UTC or with an offset', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(EARLIEST), max: new Date(LATEST), noInvalidDate: true }), (date) => {
        expect(parseRfc3339(date.toISOString())?.getTime()).toBe(date.getTime());
      }),
    );
    expect(parseRfc3339('2026-11-22T12:15:30.123+02:00')?.toISOString()).toBe('2026-11-22T10:15:30.123Z');
  });

  it('refuses other forms, impossible dates and times, and instants JavaScript or PostgreSQL cannot hold', () => {
    for (const text of [
      '2026-11-22',
      '2026-11-22T10:15:30',
      '2026-02-30T10:00:00Z',
      '2025-02-29T10:00:00Z',
      '2026-11-22T24:00:00Z',
      '2026-11-22T23:59:60Z',
      '2026-13-01T00:00:00Z',
      '0000-12-31T23:59:59Z',
      '+275760-09-13T00:00:00.001Z',
      '-271821-04-20T00:00:00Z',
      '2026-11-22T10:15:30+24:00',
      ' 2026-11-22T10:15:30Z',
    ]) {
      expect([text, parseRfc3339(text)]).toEqual([text, undefined]);
    }
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        (value) => expect(parseRfc3339(value)).toBeUndefined(),
      ),
    );
  });
});
