import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '../../../api/types';
import { SessionsSection } from './sessions-section';

const base = { user_agent: null, created_at: '2026-11-27T10:00:00.000Z', last_used_at: '2026-11-27T11:00:00.000Z' };
const current: AccountSession = { ...base, id: 'a', device: 'Firefox on macOS', ip: '198.51.100.1', current: true };
const phone: AccountSession = { ...base, id: 'b', device: 'Chrome on Android', ip: '198.51.100.2', current: false };

describe('SessionsSection', () => {
  afterEach(cleanup);

  it('offers to sign out each other session and all of them, never this one', () => {
    const onEnd = vi.fn();
    const onEndOthers = vi.fn();
    render(<SessionsSection sessions={[current, phone]} ending={null} onEnd={onEnd} onEndOthers={onEndOthers} />);
    expect(screen.getByText('This session')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Sign out .*, signed in from/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android, signed in from 198.51.100.2' }));
    expect(onEnd).toHaveBeenCalledWith(phone);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(onEndOthers).toHaveBeenCalledTimes(1);
  });

  it('says when this is the only session', () => {
    render(<SessionsSection sessions={[current]} ending={null} onEnd={vi.fn()} onEndOthers={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This is your only session.')).toBeTruthy();
  });
});
