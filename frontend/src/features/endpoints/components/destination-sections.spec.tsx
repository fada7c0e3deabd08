import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { Destination } from '../../../api/types';
import { RoutingSection } from './destination-sections';

const runTest = vi.fn();
vi.mock('../../routing/routing.queries', () => ({
  useRoutingTest: () => ({ run: runTest, pending: false }),
  useEventTypeSource: () => ({ kind: 'header', name: 'x-kind' }),
}));
// CodeMirror measures layout jsdom does not have; a text area stands in for it here (the browser suite drives the real one).
vi.mock('../../routing/code-editor', () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const destination = {
  id: 'd1',
  endpoint_id: 'e1',
  name: 'Billing',
  url: 'https://billing.example/hooks',
  active: true,
  disabled_reason: null,
  timeout_ms: 15_000,
  filter: { event_types: ['invoice.*'] },
  headers: { 'x-api-key': '[redacted]' },
  rate_limit_per_second: 5,
  previous_secret_expires_at: null,
  created_at: '2026-11-24T12:00:00.000Z',
} as unknown as Destination;

describe('RoutingSection', () => {
  afterEach(() => {
    cleanup();
    runTest.mockReset();
  });

  it('sends the routing as edited (chips, body filter, transformation, rate; headers kept when no row is filled), header names only', async () => {
    const onSave = vi.fn(async () => ({}));
    render(<RoutingSection destination={destination} onSave={onSave} />);
    const section = screen.getByRole('region', { name: 'Routing' });
    expect(within(section).getAllByText(/x-api-key/).length).toBeGreaterThan(0);
    expect(section.textContent).not.toContain('[redacted]');

    fireEvent.click(within(section).getByRole('button', { name: 'Remove invoice.*' }));
    const add = within(section).getByLabelText('Add an event type');
    fireEvent.change(add, { target: { value: 'order.*, refund.created' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    fireEvent.change(within(section).getByLabelText('Body filter (JSON, optional)'), { target: { value: '{"amount": {"$gte": 100}}' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Write a transformation' }));
    fireEvent.change(await within(section).findByLabelText('Transformation code'), {
      target: { value: 'function handler(r) { return r; }' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save routing' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('d1', {
      filter: { event_types: ['order.*', 'refund.created'], body: { amount: { $gte: 100 } } },
      transformation: { code: 'function handler(r) { return r; }' },
      rate_limit_per_second: 5,
    });
    expect((await within(section).findByRole('status')).textContent).toBe('Saved.');
  });

  it('says what is wrong with a chip or a JSON part as you type', () => {
    render(<RoutingSection destination={destination} onSave={vi.fn()} />);
    const add = screen.getByLabelText('Add an event type');
    fireEvent.change(add, { target: { value: 'in*voice' } });
    expect(add.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/a \* goes only at the end/)).toBeTruthy();
    const headers = screen.getByLabelText('Headers filter (JSON, optional)');
    fireEvent.change(headers, { target: { value: '{"x-shop": ' } });
    expect(headers.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(/^Not JSON: /);
    expect(headers.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    fireEvent.change(headers, { target: { value: '["x-shop"]' } });
    expect(screen.getByText(/^Expected a JSON object/)).toBeTruthy();
    fireEvent.change(headers, { target: { value: '{"x-shop": "eu"}' } });
    expect(headers.getAttribute('aria-invalid')).toBe('false');
  });

  it("shows the server's refusal above the form and beside the part it names", async () => {
    const refusal = new ApiError(400, 'validation_failed', 'The request is not valid.', undefined, [
      { field: 'filter', message: 'filter.body.amount.$nope: unknown operator' },
    ]);
    render(<RoutingSection destination={destination} onSave={vi.fn(() => Promise.reject(refusal))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save routing' }));
    expect((await screen.findByRole('alert')).textContent).toContain('unknown operator');
    const body = screen.getByLabelText('Body filter (JSON, optional)');
    expect(body.getAttribute('aria-invalid')).toBe('true');
    const beside = document.getElementById(body.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(beside.textContent).toContain('filter.body.amount.$nope: unknown operator');
    expect(screen.getByLabelText('Headers filter (JSON, optional)').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tests what the editors hold, with the event type in the endpoint’s header, and shows the request or the verdict', async () => {
    render(<RoutingSection destination={destination} onSave={vi.fn()} />);
    const panel = screen.getByRole('region', { name: 'Test routing' });
    fireEvent.change(screen.getByLabelText('Body filter (JSON, optional)'), { target: { value: '{"amount": {"$gt": 1}}' } });
    fireEvent.change(within(panel).getByLabelText('Event type (sent as x-kind)'), { target: { value: 'invoice.paid' } });
    fireEvent.change(within(panel).getByLabelText(/^Sample headers/), { target: { value: 'X-Shop: eu' } });
    fireEvent.change(within(panel).getByLabelText('Sample body'), { target: { value: '{"amount": 5}' } });
    runTest.mockResolvedValueOnce({
      event_type: 'invoice.paid',
      matched: true,
      filtered_by: null,
      request: { method: 'PUT', url: 'https://elsewhere.example/in', headers: { 'x-shop': 'eu' }, body: '{"total":5}' },
      error: null,
      duration_ms: 1.5,
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Run test' }));
    const result = await within(panel).findByRole('status', { name: 'Test result' });
    expect(runTest).toHaveBeenCalledWith({
      filter: { event_types: ['invoice.*'], body: { amount: { $gt: 1 } } },
      transformation: null,
      event_type_source: { kind: 'header', name: 'x-kind' },
      sample: { headers: { 'x-shop': 'eu', 'x-kind': 'invoice.paid' }, body: '{"amount": 5}' },
    });
    expect(result.textContent).toContain('https://elsewhere.example/in');
    expect(within(result).getByLabelText('Body that would be sent').textContent).toBe('{"total":5}');

    runTest.mockResolvedValueOnce({
      event_type: null,
      matched: false,
      filtered_by: 'event_type',
      request: null,
      error: null,
      duration_ms: 0.2,
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Run test' }));
    await vi.waitFor(() => expect(within(panel).getByRole('status').textContent).toContain('Filtered by its event-type filter'));
  });
});
