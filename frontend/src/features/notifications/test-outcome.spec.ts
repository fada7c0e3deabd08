import { describe, expect, it } from 'vitest';
import { attempt, eventDetail, job } from '../events/test-fixtures';
import { testOutcome } from './test-outcome';

describe('testOutcome', () => {
  it('is sending while the job has no attempt yet or runs again', () => {
    expect(testOutcome(eventDetail({ delivery_jobs: [job({ status: 'pending' })], delivery_attempts: [] }))).toEqual({ kind: 'sending' });
    expect(
      testOutcome(
        eventDetail({
          delivery_jobs: [job({ status: 'in_progress' })],
          delivery_attempts: [attempt({ status: 'failed', error_code: 'timeout' })],
        }),
      ),
    ).toEqual({ kind: 'sending' });
  });

  it('is failed, not sending, when the job ended without an attempt, or when there was no job', () => {
    expect(testOutcome(eventDetail({ delivery_jobs: [job({ status: 'cancelled' })], delivery_attempts: [] }))).toMatchObject({
      kind: 'failed',
    });
    expect(testOutcome(eventDetail({ delivery_jobs: [], delivery_attempts: [] }))).toMatchObject({ kind: 'failed' });
  });

  it('explains the latest attempt, whatever order they come in', () => {
    const outcome = testOutcome(
      eventDetail({
        delivery_jobs: [job({ status: 'dead_lettered' })],
        delivery_attempts: [
          attempt({ id: 'a3', attempt_number: 3, status: 'failed', response_status: 500, error_code: 'http_status' }),
          attempt({ id: 'a1', attempt_number: 1, status: 'failed', response_status: null, error_code: 'dns_failure' }),
        ],
      }),
    );
    expect(outcome).toMatchObject({ kind: 'failed', retrying: false });
    expect(outcome.kind !== 'sending' && outcome.summary).toMatch(/HTTP 500/);
  });
});
