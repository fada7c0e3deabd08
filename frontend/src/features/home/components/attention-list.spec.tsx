import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { Attention } from '../../../api/types';
import { formatTimestamp } from '../../../components/ui/format';
import { AttentionList } from './attention-list';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const ENDPOINT = '11111111-1111-4111-8111-111111111111';
const FAILING = '22222222-2222-4222-8222-222222222222';
const DISABLED = '33333333-3333-4333-8333-333333333333';

const attention: Attention = {
  failing_destinations: [
    {
      destination_id: FAILING,
      destination_name: 'Billing',
      endpoint_id: ENDPOINT,
      endpoint_name: 'Orders',
      failing_since: '2026-11-24T09:00:00.000Z',
      consecutive_failures: 14,
      last_error: 'destination answered HTTP 500',
      last_failure_at: '2026-11-24T11:58:00.000Z',
    },
  ],
  disabled_destinations: [
    {
      destination_id: DISABLED,
      destination_name: 'Legacy CRM',
      endpoint_id: ENDPOINT,
      endpoint_name: 'Orders',
      disabled_reason: 'failing',
      disabled_at: '2026-11-22T12:00:00.000Z',
    },
  ],
  rate_limited_endpoints: [
    { endpoint_id: ENDPOINT, endpoint_name: 'Orders', rate_limited_1h: 1, last_rate_limited_at: '2026-11-24T11:55:00.000Z' },
  ],
};

const NOTHING: Attention = { failing_destinations: [], disabled_destinations: [], rate_limited_endpoints: [] };

function renderList(value: Attention, onEnable = vi.fn(async () => {})) {
  const router = createMemoryRouter([{ path: '/', element: <AttentionList attention={value} onEnable={onEnable} now={NOW} /> }]);
  render(<RouterProvider router={router} />);
  return { onEnable };
}

const section = (name: RegExp) => within(screen.getByRole('region', { name }));
const href = (link: HTMLElement) => link.getAttribute('href');
/** A paragraph by its whole text, times included. */
const paragraph = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');

describe('AttentionList', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says nothing needs attention, and what would show up, when every list is empty', () => {
    renderList(NOTHING);
    expect(screen.getByText(/^Nothing needs attention/).textContent).toMatch(/listed here with a link to its events/);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a failing destination since when (relative, exact on hover), its run of failures and last error, linked to its undelivered events', () => {
    renderList(attention);
    const failing = section(/^Failing destinations \(1\)/);
    const since = failing.getByText('3 hours ago');
    expect(since.tagName).toBe('TIME');
    expect(since.getAttribute('dateTime')).toBe('2026-11-24T09:00:00.000Z');
    expect(since.getAttribute('title')).toBe(formatTimestamp('2026-11-24T09:00:00.000Z'));
    expect(
      failing.getByText(paragraph(/^Failing since 3 hours ago · 14 failed attempts in a row, the latest 2 minutes ago$/)),
    ).toBeTruthy();
    expect(failing.getByText('2 minutes ago')).toBeTruthy();
    expect(failing.getByText('destination answered HTTP 500')).toBeTruthy();
    expect(href(failing.getByRole('link', { name: 'Billing' }))).toBe(`/endpoints/${ENDPOINT}`);
    const events = failing.getByRole('link', { name: 'Undelivered events of Billing' });
    const url = new URL(href(events)!, 'http://dashboard.test');
    expect(url.pathname).toBe('/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({ destinationId: FAILING, status: 'retry_scheduled,dead_lettered,failed' });
  });

  it('shows a disabled destination with its reason, linked to its events', () => {
    renderList(attention);
    const disabled = section(/^Disabled destinations \(1\)/);
    expect(disabled.getByText(/every attempt failed for too long/)).toBeTruthy();
    expect(disabled.getByText('2 days ago').getAttribute('dateTime')).toBe('2026-11-22T12:00:00.000Z');
    const url = new URL(href(disabled.getByRole('link', { name: 'Undelivered events of Legacy CRM' }))!, 'http://dashboard.test');
    expect(url.searchParams.get('destinationId')).toBe(DISABLED);
  });

  it('shows a rate-limited endpoint with its refusals, linked to its events and its page', () => {
    renderList(attention);
    const limited = section(/^Rate-limited endpoints \(1\)/);
    expect(limited.getByText(/Refused 1 webhook \(429\) in the last hour/)).toBeTruthy();
    expect(limited.getByText('5 minutes ago')).toBeTruthy();
    expect(limited.getByText(paragraph(/^Refused 1 webhook \(429\) in the last hour, the latest 5 minutes ago\. /))).toBeTruthy();
    expect(href(limited.getByRole('link', { name: 'Events of Orders' }))).toBe(`/events?endpointId=${ENDPOINT}`);
    expect(href(limited.getByRole('link', { name: 'Orders' }))).toBe(`/endpoints/${ENDPOINT}`);
  });

  it('says "this minute" while the minute of the latest refusal lasts (its end lies ahead)', () => {
    const endpoint = { ...attention.rate_limited_endpoints[0]!, last_rate_limited_at: '2026-11-24T12:00:40.000Z' };
    renderList({ ...NOTHING, rate_limited_endpoints: [endpoint] });
    expect(screen.getByText(paragraph(/in the last hour, the latest this minute\. /))).toBeTruthy();
  });

  it('leaves out the lists that are empty', () => {
    renderList({ ...NOTHING, rate_limited_endpoints: attention.rate_limited_endpoints });
    expect(screen.queryByRole('region', { name: /Failing/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Disabled/ })).toBeNull();
    expect(screen.getByRole('region', { name: /Rate-limited/ })).toBeTruthy();
  });

  it('enables a disabled destination only once confirmed', async () => {
    const { onEnable } = renderList(attention);
    const button = screen.getByRole('button', { name: 'Enable Legacy CRM' });
    const answer = (choice: string) => {
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Enable “Legacy CRM” again?' });
      fireEvent.click(within(dialog).getByRole('button', { name: choice }));
    };

    answer('Cancel');
    expect(onEnable).not.toHaveBeenCalled();

    answer('Enable destination');
    await waitFor(() => expect(onEnable).toHaveBeenCalledWith(DISABLED));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal to enable where the action was taken', async () => {
    const onEnable = vi.fn(async () => {
      throw new ApiError(404, 'not_found', 'Destination not found.');
    });
    renderList(attention, onEnable);
    fireEvent.click(screen.getByRole('button', { name: 'Enable Legacy CRM' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable destination' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Destination not found.');
    expect((screen.getByRole('button', { name: 'Enable Legacy CRM' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
