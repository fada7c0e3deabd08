import 'reflect-metadata';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { ProblemException } from '../../../core/http/problem';
import { createValidationPipe, registerQueryFastPath } from '../../../core/http/validation';
import { EVENT_STATUSES } from '../event.entity';
import { ListEventsQueryDto } from './event.dto';
import { acceptListEventsQuery } from './list-events-query.fast-path';

registerQueryFastPath(ListEventsQueryDto, acceptListEventsQuery);
/** The same DTO without a fast path: class-transformer and class-validator alone, as before. */
class ValidatorOnlyDto extends ListEventsQueryDto {}

const pipe = createValidationPipe();

/** What the pipe answers for a query: the DTO's own fields, or the problem's status, code and errors[]. */
async function answer(query: Record<string, unknown>, metatype: typeof ListEventsQueryDto): Promise<unknown> {
  try {
    const dto = (await pipe.transform({ ...query }, { type: 'query', metatype, data: undefined })) as ListEventsQueryDto;
    expect(dto).toBeInstanceOf(ListEventsQueryDto);
    return { dto: { ...dto } };
  } catch (error) {
    if (!(error instanceof ProblemException)) throw error;
    return { status: error.status, code: error.code, extras: error.extras };
  }
}

const hash = 'a3F'.repeat(21) + 'b';
const samples: Record<string, string[]> = {
  projectId: [randomUUID(), randomUUID().toUpperCase(), '00000000-0000-0000-0000-000000000000', 'nope', `${randomUUID()}x`, ''],
  endpointId: [randomUUID(), '123e4567-e89b-12d3-a456-42661417400', ''],
  destinationId: [randomUUID(), 'x'],
  includeNotifications: ['true', 'false', 'TRUE', '1', 'yes', ''],
  status: ['failed', 'failed,dead_lettered', ' delivered , queued', 'bogus', 'delivered,bogus', '', ',', ...EVENT_STATUSES],
  eventType: [
    'invoice.paid',
    'invoice.*',
    '*',
    'a,b*',
    ' a , b ',
    'a,,b',
    '',
    ',',
    'in*voice',
    '**',
    'x'.repeat(201),
    'x'.repeat(202),
    Array(21).fill('a').join(','),
  ],
  search: ['x', 'http 503', '', 'x'.repeat(200), 'x'.repeat(201), '😀'.repeat(150), 'é'.repeat(200)],
  payloadHash: [hash, hash.toLowerCase(), 'abc', 'g'.repeat(64), 'a'.repeat(65), ''],
  responseStatus: ['404', '5xx', '100', '599', '600', '99', 'abc', '6xx', '2XX', ''],
  receivedFrom: [
    '2026-11-22T10:15:30.123Z',
    '2026-11-22T10:15:30+02:00',
    '2026-11-22T10:15:30.123456789z',
    'yesterday',
    '2026-13-01T00:00:00Z',
  ],
  receivedTo: ['2026-11-22', '2026-11-22T10:00:00', '2026-11-22 10:00:00Z', '1763800000', '2026-02-30T00:00:00Z', '2026-11-22T24:00:00Z'],
  limit: ['1', '50', '250', '0', '251', '-1', '1.5', 'abc', '', '007', ' 5', '1e2', '99999999999999999999'],
  cursor: ['abc', '', 'x'.repeat(201), Buffer.from(`2026-11-22T10:00:00.000Z|${randomUUID()}`).toString('base64url')],
  newerThan: [
    randomUUID(),
    'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9',
    'evt_01jd2q7zq8n6m3x4y5z6a7b8c9',
    'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8CU',
    'evt_',
    'abc',
    '',
  ],
};
const KEYS = Object.keys(samples);

const value = (key: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...samples[key]!) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    // a repeated parameter arrives as a list
    {
      weight: 2,
      arbitrary: fc.array(fc.oneof(fc.constantFrom(...samples[key]!), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 3 }),
    },
  );
const query = fc
  .tuple(
    fc.subarray(KEYS).chain((keys) => fc.tuple(...keys.map((key) => value(key).map((v) => [key, v] as const)))),
    fc.dictionary(fc.constantFrom('utm_source', 'page', 'sort', 'Limit'), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
  )
  .map(([known, unknown]) => ({ ...unknown, ...Object.fromEntries(known) }));

describe('GET /api/events query fast path', () => {
  it('answers exactly as class-validator does: the same DTO, or the same 400 and errors[]', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        expect(await answer(q, ListEventsQueryDto)).toEqual(await answer(q, ValidatorOnlyDto));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [{}],
    [{ status: 'failed,dead_lettered', limit: '250', utm_source: 'mail' }],
    [{ projectId: samples.projectId![0], search: 'http 503', receivedFrom: '2026-11-22T10:15:30.123Z', cursor: 'abc' }],
  ])('takes the valid query %j without class-validator', (q) => {
    const dto = acceptListEventsQuery(q);
    expect(dto).toBeInstanceOf(ListEventsQueryDto);
    expect(dto).not.toHaveProperty('utm_source');
  });

  it.each([[{ limit: '0' }], [{ status: 'failed,bogus' }], [{ search: ['a', 'b'] }], [{ receivedTo: '2026-11-22' }]])(
    'leaves the invalid query %j to class-validator',
    (q) => {
      expect(acceptListEventsQuery(q)).toBeUndefined();
    },
  );

  it('keeps the 400 of an invalid value as class-validator words it', async () => {
    expect(await answer({ limit: '0', status: 'bogus' }, ListEventsQueryDto)).toEqual({
      status: 400,
      code: 'validation_failed',
      extras: {
        errors: [
          { field: 'status', message: `status must be one or more of ${EVENT_STATUSES.join(', ')}` },
          { field: 'limit', message: 'limit must be between 1 and 250' },
        ],
      },
    });
  });
});
