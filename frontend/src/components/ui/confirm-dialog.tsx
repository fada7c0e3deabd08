import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** What a confirmation asks: the title names the action and its count, the consequence says what follows. */
export interface ConfirmRequest {
  title: string;
  consequence: ReactNode;
  /** The confirming button's text, e.g. "Delete destination". */
  confirmLabel: string;
  /** Styles the confirming button as destructive. */
  danger?: boolean;
}

/** The dialog's return value when the person confirms (Escape and Cancel leave it empty). */
const CONFIRMED = 'confirm';

interface Pending extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

/**
 * A modal confirmation in place of `window.confirm`: `confirm(request)` opens it and resolves true
 * when the person confirms, false on Cancel or Escape. Render `dialog` anywhere in the component.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback((request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })), []);
  const dialog = pending && (
    <ConfirmDialog
      {...pending}
      onClose={(confirmed) => {
        pending.resolve(confirmed);
        setPending(null);
      }}
    />
  );
  return { confirm, dialog };
}

/**
 * The native modal `<dialog>` (the browser keeps focus inside it and closes it on Escape), labelled
 * by its title and described by its consequence; the confirming button has focus, so Enter confirms.
 */
function ConfirmDialog({
  title,
  consequence,
  confirmLabel,
  danger = false,
  onClose,
}: ConfirmRequest & { onClose: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-consequence`}
      onClose={(event) => onClose(event.currentTarget.returnValue === CONFIRMED)}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-consequence`}>{consequence}</p>
      <div className="button-row">
        <button
          type="button"
          className={danger ? 'button button-danger' : 'button button-primary'}
          autoFocus
          onClick={() => ref.current?.close(CONFIRMED)}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={() => ref.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
