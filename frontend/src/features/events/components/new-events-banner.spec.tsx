import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewEventsBanner } from './new-events-banner';

describe('NewEventsBanner', () => {
  afterEach(cleanup);

  it('says nothing while nothing new arrived, but keeps its live region', () => {
    render(<NewEventsBanner count={0} onShow={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts the new events (100+ past the counted page) and shows them on a click', () => {
    const onShow = vi.fn();
    const { rerender } = render(<NewEventsBanner count={1} onShow={onShow} />);
    expect(screen.getByRole('button').textContent).toBe('1 new event — show');
    rerender(<NewEventsBanner count={7} onShow={onShow} />);
    fireEvent.click(screen.getByRole('button', { name: '7 new events — show' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    rerender(<NewEventsBanner count={100} onShow={onShow} />);
    expect(screen.getByRole('button').textContent).toBe('100+ new events — show');
  });
});
