import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { EventDetail, Role } from '../../../api/types';
import type { QueryState } from '../../../api/query-state';
import { RoleProvider } from '../../auth/role-context';
import { attempt, eventDetail, job } from '../../events/test-fixtures';
import { SendTestButton } from './send-test-button';

let detail: QueryState<{ event: EventDetail }> = { status: 'loading' };
const readEvent = vi.fn<(eventId: string) => void>();
vi.mock('../../events/events.queries', () => ({
  useEventDetail: (eventId: string) => {
    readEvent(eventId);
    return { state: detail };
  },
}));

const EVENT_ID = 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9';
const URL_ID = '11111111-1111-4111-8111-111111111111';

function renderButton(sendTest: (id: string) => Promise<{ event_id: string }>, role: Role = 'admin') {
  return render(
    <MemoryRouter>
      <RoleProvider role={role}>
        <SendTestButton id={URL_ID} url="https://ops.example.com/hookyard" sendTest={sendTest} />
      </RoleProvider>
    </MemoryRouter>,
  );
}

const button = () => screen.getByRole('button', { name: 'Send test to https://ops.example.com/hookyard' }) as HTMLButtonElement;

describe('SendTestButton', () => {
  beforeEach(() => {
    detail = { status: 'loading' };
    readEvent.mockReset();
  });
  afterEach(cleanup);

  it('sends a test to its URL, shows it sending, then delivered, with a link to the event', async () => {
    const sendTest = vi.fn(async () => ({ event_id: EVENT_ID }));
    const view = renderButton(sendTest);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Sending… See the test event');
    expect(sendTest).toHaveBeenCalledWith(URL_ID);
    expect(readEvent).toHaveBeenCalledWith(EVENT_ID);
    expect(screen.getByRole('link', { name: 'See the test event' }).getAttribute('href')).toBe(`/events/${EVENT_ID}`);

    detail = {
      status: 'ready',
      event: eventDetail({
        delivery_jobs: [job({ status: 'succeeded' })],
        delivery_attempts: [attempt({ status: 'success', response_status: 204 })],
      }),
    };
    view.rerender(
      <MemoryRouter>
        <RoleProvider role="admin">
          <SendTestButton id={URL_ID} url="https://ops.example.com/hookyard" sendTest={sendTest} />
        </RoleProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Delivered: the destination answered HTTP 204. See the test event');
  });

  it('shows a failed test with the reason the event page gives, and that it is retried', async () => {
    detail = {
      status: 'ready',
      event: eventDetail({
        delivery_jobs: [job({ status: 'retry_scheduled' })],
        delivery_attempts: [
          attempt({ id: 'a1', attempt_number: 1, status: 'failed', response_status: null, error_code: 'dns_failure' }),
          attempt({ id: 'a2', attempt_number: 2, status: 'failed', response_status: null, error_code: 'connection_refused' }),
        ],
      }),
    };
    renderButton(async () => ({ event_id: EVENT_ID }));
    fireEvent.click(button());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Failed: The destination refused the connection: is it listening on that port?');
    expect(status.textContent).toContain('Hookyard tries again on its retry schedule.');
  });

  it('shows a refusal (rate limited) where the test was asked for', async () => {
    renderButton(async () => {
      throw new ApiError(429, 'rate_limited', 'Too many test messages to this URL; try again later.');
    });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many test messages to this URL; try again later.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is disabled below admin', () => {
    const sendTest = vi.fn(async () => ({ event_id: EVENT_ID }));
    renderButton(sendTest, 'developer');
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    expect(sendTest).not.toHaveBeenCalled();
  });
});
