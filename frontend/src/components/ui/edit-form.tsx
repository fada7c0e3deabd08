import { useId, type ReactNode } from 'react';
import { ProblemAlert } from './problem-alert';
import { useFormSubmit } from './use-form-submit';

interface EditFormProps {
  title: string;
  /** Sends the form's fields; a refusal is shown above them and the form stays open. */
  send: (form: FormData) => Promise<unknown>;
  /** Called after a successful save and on Cancel. */
  onDone: () => void;
  /** The fields, starting from the current values. */
  children: ReactNode;
}

/** A titled form with Save and Cancel, for changing something that exists. */
export function EditForm({ title, send, onDone, children }: EditFormProps) {
  const id = useId();
  const { onSubmit, pending, error } = useFormSubmit(send, onDone);
  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {error && <ProblemAlert error={error} />}
      {children}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={pending}>
          Save
        </button>
        <button type="button" className="button" onClick={onDone} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
