import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from './confirm-dialog';

function Asker({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const ask = async () =>
    onAnswer(await confirm({ title: 'Delete 3 keys?', consequence: 'Requests with them are refused.', confirmLabel: 'Delete keys' }));
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Ask
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  afterEach(cleanup);

  it('opens a modal dialog named by its title and described by its consequence, the confirming button focused', () => {
    render(<Asker onAnswer={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 3 keys?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Requests with them are refused.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete keys' }));
  });

  it.each([
    ['Delete keys', true],
    ['Cancel', false],
  ])('“%s” closes it and answers %s', async (button, expected) => {
    const onAnswer = vi.fn();
    render(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expected));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
