import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Destination } from '../../../api/types';
import { DestinationHealthList } from './destination-health';
import { HEALTH_MEANING } from './health-state';

// The 24 h chart's data: a destination with 3 succeeded and 1 failed attempt in one hour.
vi.mock('../../stats/stats.queries', () => ({
  useTimeseries: () => ({
    status: 'ready',
    updatedAt: 0,
    timeseries: {
      interval: '1h',
      from: '2026-11-24T11:00:00.000Z',
      to: '2026-11-24T12:00:00.000Z',
      data: [
        {
          ts: '2026-11-24T11:00:00.000Z',
          received: 4,
          delivered: 3,
          failed_attempts: 1,
          dead_lettered: 0,
          rate_limited: 0,
          latency_p50_ms: 40,
          latency_p95_ms: 80,
        },
      ],
    },
  }),
}));
// jsdom draws no canvas: the chart's drawing is left out, its text alternative stays.
vi.mock('../../stats/components/uplot-chart', () => ({ default: () => null }));

const NOW = Date.parse('2026-11-24T12:00:00.000Z');

function destination(overrides: Partial<Destination> = {}, health: Partial<Destination['health']> = {}): Destination {
  return {
    id: 'd1',
    endpoint_id: 'e1',
    name: 'Billing',
    type: 'http',
    url: 'https://billing.example/hooks',
    exchange: null,
    routing_key: null,
    subject: null,
    topic: null,
    filter: null,
    transformation: null,
    active: true,
    disabled_reason: null,
    timeout_ms: 15_000,
    headers: {},
    rate_limit_per_second: null,
    previous_secret_expires_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
    health: {
      state: 'degraded',
      success_rate_1h: 0.75,
      success_rate_24h: 0.9,
      last_success_at: '2026-11-24T11:59:00.000Z',
      last_failure_at: '2026-11-24T11:30:00.000Z',
      consecutive_failures: 0,
      failing_since: null,
      latency_p95_ms_1h: 80,
      ...health,
    },
  };
}

const value = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('destination health', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['healthy', 'degraded', 'failing', 'disabled'] as const)('shows the API’s health state %s with its meaning', (state) => {
    render(<DestinationHealthList destinations={[destination({ active: state !== 'disabled' }, { state })]} onEnable={vi.fn()} />);
    const badge = within(screen.getByRole('article', { name: 'Billing' })).getByText(state);
    expect(badge.parentElement?.getAttribute('title')).toBe(HEALTH_MEANING[state]);
  });

  it('shows the rates, the run of failures, last success and failure, p95 and the 24 h chart’s summary', () => {
    render(
      <DestinationHealthList
        destinations={[
          destination({}, { state: 'failing', failing_since: '2026-11-24T10:00:00.000Z', consecutive_failures: 7, success_rate_1h: 0 }),
        ]}
        onEnable={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Billing' });
    expect(within(card).getByText('failing')).toBeTruthy();
    expect(value(card, 'Success rate, 1 h')).toBe('0 %');
    expect(value(card, 'Success rate, 24 h')).toBe('90.0 %');
    expect(value(card, 'Failing since')).toBe('2 hours ago (7 failed attempts in a row)');
    expect(value(card, 'Last success')).toBe('1 minute ago');
    expect(value(card, 'Last failure')).toBe('30 minutes ago');
    expect(value(card, 'p95 duration, 1 h')).toBe('80 ms');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Over the last 24 hours: 3 attempts succeeded and 1 failed \(75\.0 % success\)\. Most failures: 1 at /,
    );
    expect(within(card).queryByRole('button', { name: /Enable/ })).toBeNull();
  });

  it('shows a healthy one without a run of failures, and "—" for rates without attempts', () => {
    render(<DestinationHealthList destinations={[destination({}, { success_rate_1h: null })]} onEnable={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Billing' });
    expect(value(card, 'Failing since')).toBe('—');
    expect(value(card, 'Success rate, 1 h')).toBe('—');
  });

  it('gives a disabled destination its reason and Enable, sent only once confirmed', async () => {
    const onEnable = vi.fn(async () => {});
    render(
      <DestinationHealthList
        destinations={[destination({ active: false, disabled_reason: 'gone' }, { state: 'disabled' })]}
        onEnable={onEnable}
      />,
    );
    const card = screen.getByRole('article', { name: 'Billing' });
    expect(within(card).getByText('Disabled because it answered 410 Gone.')).toBeTruthy();
    expect(within(card).getByText('disabled')).toBeTruthy();

    const answer = (choice: string) => {
      fireEvent.click(within(card).getByRole('button', { name: 'Enable Billing' }));
      const dialog = screen.getByRole('dialog', { name: 'Enable “Billing” again?' });
      fireEvent.click(within(dialog).getByRole('button', { name: choice }));
    };
    answer('Cancel');
    expect(onEnable).not.toHaveBeenCalled();
    answer('Enable destination');
    await waitFor(() => expect(onEnable).toHaveBeenCalledWith('d1'));
  });
});
