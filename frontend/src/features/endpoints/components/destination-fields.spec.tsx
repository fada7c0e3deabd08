import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Destination } from '../../../api/types';
import { DestinationFields, readDestinationFields } from './destination-fields';

/** The fields in a form, and what submitting it would send. */
function renderFields(destination?: Destination) {
  render(
    <form aria-label="destination">
      <DestinationFields destination={destination} />
    </form>,
  );
  return () => readDestinationFields(new FormData(screen.getByRole('form', { name: 'destination' }) as HTMLFormElement));
}

const existing = {
  id: 'd1',
  endpoint_id: 'e1',
  name: 'Billing',
  url: 'https://billing.example/hooks',
  active: true,
  disabled_reason: null,
  timeout_ms: 15_000,
  headers: { 'x-api-key': '[redacted]' },
  rate_limit_per_second: 5,
  previous_secret_expires_at: null,
  created_at: '2026-11-24T12:00:00.000Z',
} as unknown as Destination;

describe('DestinationFields: custom headers and rate limit', () => {
  afterEach(cleanup);

  it('sends the filled header rows and the rate; an empty rate is no limit', () => {
    const read = renderFields();
    fireEvent.change(screen.getByLabelText('Header 1 name'), { target: { value: ' X-Api-Key ' } });
    fireEvent.change(screen.getByLabelText('Header 1 value'), { target: { value: 'k-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    fireEvent.change(screen.getByLabelText('Header 2 name'), { target: { value: 'X-Tenant' } });
    fireEvent.change(screen.getByLabelText('Header 2 value'), { target: { value: 't-9' } });
    expect(read()).toMatchObject({ headers: { 'X-Api-Key': 'k-1', 'X-Tenant': 't-9' }, rate_limit_per_second: null });
    fireEvent.change(screen.getByLabelText(/Rate limit per second/), { target: { value: '20' } });
    expect(read().rate_limit_per_second).toBe(20);
  });

  it('on an edit, lists the current names without values, keeps the set unless rows are filled, and can clear it', () => {
    const read = renderFields(existing);
    expect(screen.getByText(/Current: x-api-key\./)).toBeTruthy();
    expect(screen.queryByDisplayValue('[redacted]')).toBeNull();
    expect(read()).not.toHaveProperty('headers');
    expect(read().rate_limit_per_second).toBe(5);
    fireEvent.click(screen.getByLabelText('Remove every custom header'));
    expect(read().headers).toEqual({});
  });
});

describe('DestinationFields: type and broker fields', () => {
  afterEach(cleanup);

  it("offers the type on create, and the chosen broker type's fields", () => {
    const read = renderFields();
    expect(screen.queryByLabelText('Exchange')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'amqp' } });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'amqp://guest:guest@rabbit:5672' } });
    fireEvent.change(screen.getByLabelText('Exchange'), { target: { value: 'hooks' } });
    fireEvent.change(screen.getByLabelText('Routing key'), { target: { value: 'billing.{event_type}' } });
    expect(read()).toMatchObject({
      type: 'amqp',
      url: 'amqp://guest:guest@rabbit:5672',
      exchange: 'hooks',
      routing_key: 'billing.{event_type}',
    });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'nats' } });
    expect(screen.queryByLabelText('Exchange')).toBeNull();
    expect(read()).not.toHaveProperty('exchange');
  });

  it('shows an existing broker destination with its URL redacted, its fields, and no type to change', () => {
    const read = renderFields({
      ...existing,
      type: 'nats',
      url: 'nats://app:[redacted]@nats:4222',
      subject: 'hooks.{event_type}',
    } as Destination);
    expect(screen.queryByLabelText('Type')).toBeNull();
    expect(screen.getByText(/Type: NATS JetStream/)).toBeTruthy();
    expect(read()).toMatchObject({ url: 'nats://app:[redacted]@nats:4222', subject: 'hooks.{event_type}' });
    expect(read()).not.toHaveProperty('type');
  });
});
