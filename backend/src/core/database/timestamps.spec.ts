import fc from 'fast-check';
import { types } from 'pg';
import { isoFromTimestamptz, TIMESTAMPTZ_AS_TEXT } from './timestamps';

const pgParse = types.getTypeParser(1184, 'text') as (text: string) => Date;

describe('isoFromTimestamptz', () => {
  it.each([
    ['2026-11-22 10:15:30.123+00', '2026-11-22T10:15:30.123Z'],
    ['2026-11-22 10:15:30+00', '2026-11-22T10:15:30.000Z'],
    ['2026-11-22 10:15:30.1+00', '2026-11-22T10:15:30.100Z'],
    ['2026-11-22 10:15:30.123999+00', '2026-11-22T10:15:30.123Z'],
    ['0099-01-01 00:00:00+00', '0099-01-01T00:00:00.000Z'],
    ['2026-11-22 12:15:30.5+02', '2026-11-22T10:15:30.500Z'],
    ['2026-11-22 04:45:30.25-05:30', '2026-11-22T10:15:30.250Z'],
  ])('%s → %s', (text, iso) => {
    expect(isoFromTimestamptz(text)).toBe(iso);
  });

  it('says what toISOString() says of the Date pg parses, for any UTC text PostgreSQL can send', () => {
    const text = fc
      .tuple(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 6 }),
      )
      .map(([date, micros, digits]) => {
        const [day, time] = date.toISOString().slice(0, 19).split('T');
        // PostgreSQL trims trailing zeros of the fraction and leaves it out when zero.
        const fraction = `${date.toISOString().slice(20, 23)}${String(micros).padStart(3, '0')}`.slice(0, digits).replace(/0+$/, '');
        return `${day} ${time}${fraction ? `.${fraction}` : ''}+00`;
      });
    fc.assert(fc.property(text, (value) => isoFromTimestamptz(value) === pgParse(value).toISOString()));
  });

  it('keeps timestamptz columns as text and parses the others as pg does', () => {
    expect(TIMESTAMPTZ_AS_TEXT.getTypeParser(1184, 'text')('2026-11-22 10:15:30+00')).toBe('2026-11-22 10:15:30+00');
    expect(TIMESTAMPTZ_AS_TEXT.getTypeParser(23, 'text')('42')).toBe(42);
  });
});
