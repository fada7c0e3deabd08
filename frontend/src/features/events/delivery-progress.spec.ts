// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventDeliveryJob } from '../../api/types';
import { groupByDestination, IN_FLIGHT_POLL_MS, isFinal, refetchInterval, SCHEDULED_POLL_MS } from './delivery-progress';
import { attempt, deadLetter, eventDetail, job } from './test-fixtures';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const at = (msFromNow: number) => new Date(NOW + msFromNow).toISOString();
const STATUSES: EventDeliveryJob['status'][] = [
  'pending',
  'in_progress',
  'succeeded',
  'failed',
  'retry_scheduled',
  'dead_lettered',
  'cancelled',
];

describe('refetchInterval', () => {
  it('reads every 2 s while a job is pending or in progress, whatever else is scheduled', () => {
    for (const status of ['pending', 'in_progress'] as const) {
      const event = eventDetail({
        delivery_jobs: [job({ status: 'retry_scheduled', next_attempt_at: at(3_600_000) }), job({ id: 'b', status })],
      });
      expect(refetchInterval(event, NOW)).toBe(IN_FLIGHT_POLL_MS);
    }
  });

  it('while jobs only wait for a retry, reads when the first one is due, at least 2 s and at most 30 s apart', () => {
    const scheduled = (...dues: number[]) =>
      eventDetail({
        delivery_jobs: dues.map((due, index) => job({ id: `j${index}`, status: 'retry_scheduled', next_attempt_at: at(due) })),
      });
    expect(refetchInterval(scheduled(5_000), NOW)).toBe(5_250);
    expect(refetchInterval(scheduled(20_000, 7_000), NOW)).toBe(7_250);
    expect(refetchInterval(scheduled(2 * 3_600_000), NOW)).toBe(SCHEDULED_POLL_MS);
    expect(refetchInterval(scheduled(-60_000), NOW)).toBe(IN_FLIGHT_POLL_MS); // due already: the worker is about to take it
    expect(refetchInterval(scheduled(500), NOW)).toBe(IN_FLIGHT_POLL_MS);
  });

  it('stops once every job is final, and only then', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STATUSES), { maxLength: 6 }), fc.integer({ min: -1e8, max: 1e8 }), (statuses, due) => {
        const event = eventDetail({
          delivery_jobs: statuses.map((status, index) => job({ id: `j${index}`, status, next_attempt_at: at(due) })),
        });
        const interval = refetchInterval(event, NOW);
        if (statuses.every(isFinal)) expect(interval).toBe(false);
        else {
          expect(interval).toBeGreaterThanOrEqual(IN_FLIGHT_POLL_MS);
          expect(interval).toBeLessThanOrEqual(SCHEDULED_POLL_MS);
        }
      }),
    );
    expect(refetchInterval(undefined, NOW)).toBe(false);
    expect(['succeeded', 'failed', 'dead_lettered', 'cancelled'].every((s) => isFinal(s as EventDeliveryJob['status']))).toBe(true);
  });
});

describe('groupByDestination', () => {
  it('groups jobs, their attempts and dead letters by destination, oldest job first, its latest job last', () => {
    const other = '77777777-7777-4777-8777-777777777777';
    const ingest = job({ id: 'ingest', status: 'dead_lettered', created_at: '2026-11-22T10:00:00.000Z' });
    const replay = job({ id: 'replay', trigger: 'replay', status: 'succeeded', created_at: '2026-11-22T11:00:00.000Z' });
    const elsewhere = job({
      id: 'other',
      destination_id: other,
      destination_name: 'Search',
      destination_url: 'https://search.example/',
      created_at: '2026-11-22T10:00:01.000Z',
    });
    const event = eventDetail({
      // the answer's order is not relied upon
      delivery_jobs: [replay, elsewhere, ingest],
      delivery_attempts: [
        attempt({ id: 'a3', job_id: 'replay', attempt_number: 3, created_at: '2026-11-22T11:00:01.000Z' }),
        attempt({ id: 'a2', job_id: 'ingest', attempt_number: 2, created_at: '2026-11-22T10:00:05.000Z' }),
        attempt({ id: 'a1', job_id: 'ingest', attempt_number: 1, created_at: '2026-11-22T10:00:01.000Z' }),
        attempt({ id: 'b1', job_id: 'other', destination_id: other }),
      ],
      dead_letters: [
        deadLetter({ job_id: 'ingest' }),
        deadLetter({ job_id: null, destination_id: null, destination_name: null, destination_url: null, reason: 'no_active_destinations' }),
      ],
    });
    const { destinations, eventDeadLetters } = groupByDestination(event);
    expect(destinations.map((group) => group.name)).toEqual(['Billing', 'Search']);
    const [billing, search] = destinations;
    expect(billing.url).toBe('https://billing.example/hooks');
    expect(billing.jobs.map(({ job, attempts }) => [job.id, attempts.map((a) => a.id)])).toEqual([
      ['ingest', ['a1', 'a2']],
      ['replay', ['a3']],
    ]);
    expect(billing.latestJob?.id).toBe('replay');
    expect(billing.deadLetters.map((letter) => letter.job_id)).toEqual(['ingest']);
    expect(search.jobs[0].attempts.map((a) => a.id)).toEqual(['b1']);
    expect(search.deadLetters).toEqual([]);
    expect(eventDeadLetters.map((letter) => letter.reason)).toEqual(['no_active_destinations']);
  });

  it('keeps an attempt whose job is missing, and a dead letter of a destination with no job', () => {
    const gone = '88888888-8888-4888-8888-888888888888';
    const { destinations } = groupByDestination(
      eventDetail({
        delivery_attempts: [attempt({ id: 'lost', job_id: 'missing', destination_id: gone })],
        dead_letters: [deadLetter({ destination_id: gone, destination_name: null, destination_url: null })],
      }),
    );
    expect(destinations).toHaveLength(1);
    expect(destinations[0]).toMatchObject({ destinationId: gone, name: null, latestJob: null });
    expect(destinations[0].orphanAttempts.map((a) => a.id)).toEqual(['lost']);
    expect(destinations[0].deadLetters).toHaveLength(1);
  });

  it('puts every attempt and dead letter somewhere, exactly once', () => {
    const ids = ['d1', 'd2', 'd3'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            destination: fc.constantFrom(...ids),
            trigger: fc.constantFrom('ingest' as const, 'replay' as const, 'retry' as const),
          }),
          { maxLength: 5 },
        ),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.array(fc.option(fc.constantFrom(...ids)), { maxLength: 3 }),
        (jobs, attemptJobs, letterDestinations) => {
          const event = eventDetail({
            delivery_jobs: jobs.map((j, index) =>
              job({ id: `job${index}`, destination_id: j.destination, trigger: j.trigger, created_at: at(index * 1000) }),
            ),
            delivery_attempts: attemptJobs.map((n, index) => {
              const owner = jobs.length === 0 ? undefined : n % jobs.length;
              return attempt({
                id: `att${index}`,
                job_id: owner === undefined ? 'missing' : `job${owner}`,
                destination_id: owner === undefined ? 'd1' : jobs[owner].destination,
              });
            }),
            dead_letters: letterDestinations.map((destination) => deadLetter({ destination_id: destination, job_id: null })),
          });
          const { destinations, eventDeadLetters } = groupByDestination(event);
          const placed = destinations.flatMap((g) => [...g.jobs.flatMap((j) => j.attempts), ...g.orphanAttempts]).map((a) => a.id);
          expect(placed.sort()).toEqual(event.delivery_attempts.map((a) => a.id).sort());
          for (const group of destinations) {
            for (const { job: j, attempts } of group.jobs) {
              expect(j.destination_id).toBe(group.destinationId);
              for (const a of attempts) expect(a.job_id).toBe(j.id);
            }
          }
          expect(destinations.reduce((n, g) => n + g.deadLetters.length, 0) + eventDeadLetters.length).toBe(letterDestinations.length);
          expect(new Set(destinations.map((g) => g.destinationId)).size).toBe(destinations.length);
        },
      ),
    );
  });
});
