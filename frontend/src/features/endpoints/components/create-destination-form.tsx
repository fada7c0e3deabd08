import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../api/client';
import type { CreatedDestination } from '../../../api/types';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../auth/auth.queries';
import type { CreateDestinationInput } from '../endpoints.queries';

interface CreateDestinationFormProps {
  onCreate: (input: CreateDestinationInput) => Promise<CreatedDestination>;
  onCreated: (destination: CreatedDestination) => void;
}

export function CreateDestinationForm({ onCreate, onCreated }: CreateDestinationFormProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const timeout = String(form.get('timeout_ms') ?? '');
    const input: CreateDestinationInput = { name: String(form.get('name') ?? '').trim(), url: String(form.get('url') ?? '').trim() };
    if (timeout) input.timeout_ms = Number(timeout);
    setPending(true);
    setError(null);
    try {
      onCreated(await onCreate(input));
      formElement.reset();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a destination</h2>
      {error && <ProblemAlert error={error} />}
      <TextField label="Name" name="name" hint="What receives the webhooks, e.g. “Billing service”." />
      <TextField label="URL" name="url" type="url" hint="Absolute http or https URL; each event is POSTed to it." />
      <div className="field">
        <label htmlFor={`${id}-timeout`}>Timeout in ms (optional)</label>
        <input
          id={`${id}-timeout`}
          name="timeout_ms"
          type="number"
          min={1000}
          max={60000}
          step={1}
          aria-describedby={`${id}-timeout-hint`}
        />
        <p className="field-hint" id={`${id}-timeout-hint`}>
          1000–60000; leave empty for the default of 15000 (15 s).
        </p>
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={pending}>
          Add destination
        </button>
      </div>
    </form>
  );
}
