import { ValidateBy, ValidationOptions } from 'class-validator';

/** A full RFC 3339 date-time: a date alone, or a time without its offset, would be read in server-local time. */
const RFC3339_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/i;

/** Years 1–9999 in UTC: every such instant is a JavaScript Date and a PostgreSQL timestamptz. */
const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number): number => (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]);

/**
 * The instant an RFC 3339 date-time names, or `undefined` when the text is not one (another ISO
 * 8601 form, a 30 February, hour 24, second 60) or lies outside years 1–9999 UTC.
 */
export function parseRfc3339(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = RFC3339_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const [offsetHours, offsetMinutes] = [Number(match[9] ?? 0), Number(match[10] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) return undefined;
  return new Date(time);
}

export const isRfc3339DateTime = (value: unknown): value is string => parseRfc3339(value) !== undefined;

/** The one date-time check of every date field and query parameter (RFC 3339, years 1–9999 UTC). */
export function IsRfc3339DateTime(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRfc3339DateTime',
      validator: {
        validate: (value: unknown) => isRfc3339DateTime(value),
        defaultMessage: () =>
          '$property must be an RFC 3339 date-time with a time zone, between years 1 and 9999, e.g. 2026-11-22T10:15:30.123Z',
      },
    },
    options,
  );
}
