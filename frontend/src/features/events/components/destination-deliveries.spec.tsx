import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { EventDeliveryJob } from '../../../api/types';
import { groupByDestination } from '../delivery-progress';
import { attempt, deadLetter, eventDetail, job } from '../test-fixtures';
import { DestinationDeliveriesCard } from './destination-deliveries';

const retry = vi.fn<(jobId: string) => Promise<unknown>>();
vi.mock('../events.queries', () => ({ useRetryDeliveryJob: () => retry }));

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

function renderGroup(...args: Parameters<typeof eventDetail>) {
  const [group] = groupByDestination(eventDetail(...args)).destinations;
  return render(<DestinationDeliveriesCard group={group} context={{ timeoutMs: 15_000 }} />);
}

const failing = job({ id: 'j1', status: 'retry_scheduled', attempt_count: 1, next_attempt_at: new Date(NOW + 4_000).toISOString() });
const failedAttempt = attempt({
  id: 'a1',
  job_id: 'j1',
  status: 'failed',
  response_status: 500,
  duration_ms: 37,
  error_code: 'http_status',
  error_message: 'destination answered HTTP 500',
  request_headers: { 'webhook-id': 'evt_1', 'webhook-signature': 'v1,abc=' },
  response_headers: { 'content-type': 'application/json', 'x-request-id': 'req-9' },
  response_body: { encoding: 'utf8', data: '{"error":"database down"}', size_bytes: 25, truncated: false },
});

describe('DestinationDeliveriesCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    retry.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('names the destination, its latest status and counts down to the next attempt', () => {
    renderGroup({ delivery_jobs: [failing], delivery_attempts: [failedAttempt] });
    expect(screen.getByRole('heading', { level: 2, name: 'Billing' })).toBeTruthy();
    expect(screen.getByText('https://billing.example/hooks')).toBeTruthy();
    const next = screen.getByText('in 4 s');
    expect(next.tagName).toBe('TIME');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('in 3 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('due now')).toBeTruthy();
  });

  it('shows no next attempt once the job is final', () => {
    renderGroup({ delivery_jobs: [job({ status: 'succeeded', next_attempt_at: new Date(NOW - 1_000).toISOString() })] });
    expect(screen.getByText('none')).toBeTruthy();
    expect(screen.queryByText('due now')).toBeNull();
  });

  it('lists each job with its attempts; an attempt opens to its explanation, headers and body', () => {
    const replay = job({ id: 'j2', trigger: 'replay', created_at: '2026-11-22T11:00:00.000Z' });
    renderGroup({
      delivery_jobs: [failing, replay],
      delivery_attempts: [failedAttempt, attempt({ id: 'a2', job_id: 'j2', attempt_number: 2 })],
    });
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).nextElementSibling as HTMLElement;
    const jobs = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('timeline-job'));
    expect(jobs.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Delivery on ingest', 'Replay']);
    expect(within(jobs[0]).getByRole('list', { name: 'Attempts of the delivery on ingest job' })).toBeTruthy();

    const details = jobs[0].querySelector('details')!;
    expect(details.open).toBe(false);
    const summary = details.querySelector('summary')!;
    expect(summary.textContent).toContain('Attempt 1');
    expect(summary.textContent).toContain('HTTP 500');
    expect(summary.textContent).toContain('37 ms');
    details.open = true; // jsdom does not toggle <details> on a click; the browser suite clicks it

    const opened = within(details);
    expect(opened.getByText('The destination answered HTTP 500: it failed while handling the webhook.')).toBeTruthy();
    expect(opened.getByText(/Look for the error in the receiver’s logs/)).toBeTruthy();
    expect(opened.getByText('http_status')).toBeTruthy();
    expect(opened.getByText('v1,abc=')).toBeTruthy(); // the signature sent
    expect(opened.getByText('req-9')).toBeTruthy(); // an answer header
    expect(opened.getByRole('region', { name: 'Response body of attempt 1' }).textContent).toBe('{\n  "error": "database down"\n}');
    expect(within(jobs[1]).getByText(/Attempt 2/)).toBeTruthy();
  });

  it('shows its dead letters in plain words', () => {
    renderGroup({ delivery_jobs: [job({ status: 'dead_lettered' })], dead_letters: [deadLetter()] });
    expect(screen.getByRole('heading', { name: 'Dead letters' })).toBeTruthy();
    expect(screen.getByText(/every attempt of the retry schedule failed/)).toBeTruthy();
    expect(screen.getByText(/8 attempts; last error: destination answered HTTP 500/)).toBeTruthy();
  });

  it('retries its latest job after a confirmation, and shows a refusal’s detail', async () => {
    renderGroup({
      delivery_jobs: [
        job({ id: 'old', status: 'failed' }),
        job({ id: 'latest', status: 'failed', created_at: '2026-11-22T11:00:00.000Z' }),
      ],
    });
    const button = screen.getByRole('button', { name: 'Retry this delivery to Billing' });

    const answer = (choice: 'Retry delivery' | 'Cancel') => {
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Retry the delivery to Billing?' });
      fireEvent.click(within(dialog).getByRole('button', { name: choice }));
    };
    answer('Cancel');
    expect(retry).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    retry.mockResolvedValueOnce({});
    answer('Retry delivery');
    await vi.waitFor(() => expect(retry).toHaveBeenCalledWith('latest'));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Retry queued/));

    retry.mockRejectedValueOnce(new ApiError(409, 'not_retryable', 'The delivery job is succeeded and cannot be retried.'));
    answer('Retry delivery');
    const alert = await vi.waitFor(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe('The delivery job is succeeded and cannot be retried.');
  });

  it('offers “Retry this delivery” only while its latest job can be retried', () => {
    const offered = {
      failed: true,
      dead_lettered: true,
      retry_scheduled: true,
      cancelled: true,
      succeeded: false,
      filtered: false,
      pending: false,
      in_progress: false,
    };
    for (const [status, shown] of Object.entries(offered)) {
      renderGroup({ delivery_jobs: [job({ id: 'j1', status: status as EventDeliveryJob['status'] })] });
      expect([status, screen.queryByRole('button', { name: 'Retry this delivery to Billing' }) !== null]).toEqual([status, shown]);
      cleanup();
    }
  });

  it('shows a filtered job with the part of the filter that refused it, and no attempt', () => {
    renderGroup({ delivery_jobs: [job({ id: 'j9', status: 'filtered', filtered_by: 'body', attempt_count: 0 })], delivery_attempts: [] });
    expect(screen.getAllByText(/^filtered$/i).length).toBeGreaterThan(0);
    expect(screen.getByText(/by its body filter, nothing sent/)).toBeTruthy();
  });

  it('says a job the transformation skipped was skipped by it', () => {
    renderGroup({ delivery_jobs: [job({ id: 'j9', status: 'filtered', filtered_by: 'transformation', attempt_count: 0 })] });
    expect(screen.getByText(/by its transformation \(it returned null\), nothing sent/)).toBeTruthy();
  });

  it('shows what a transformation changed (method, host, path, header names, body size), never a body of its own', () => {
    const [group] = groupByDestination(
      eventDetail({
        payload_size_bytes: 120,
        delivery_jobs: [job({ id: 'j1' })],
        delivery_attempts: [
          attempt({
            job_id: 'j1',
            transformed_request: { method: 'PUT', host: 'elsewhere.example', path: '/hooks', body_size_bytes: 2048 },
            request_headers: { 'webhook-id': 'evt_1', 'x-event-type': '[redacted]' },
          }),
        ],
      }),
    ).destinations;
    render(<DestinationDeliveriesCard group={group!} context={{ untransformed: { url: group!.url, sizeBytes: 120 } }} />);
    const summary = screen.getByRole('region', { name: 'Transformation of attempt 1' });
    const rows = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Method: 'POST → PUT',
      Host: 'billing.example → elsewhere.example',
      Path: '/hooks (unchanged)',
      'Headers sent': 'webhook-id, x-event-type',
      'Body size': '120 bytes → 2,048 bytes',
    });
  });
});
