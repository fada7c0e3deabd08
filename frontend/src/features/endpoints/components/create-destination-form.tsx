import { useId } from 'react';
import type { CreatedDestination } from '../../../api/types';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import type { CreateDestinationInput } from '../endpoints.queries';

interface CreateDestinationFormProps {
  onCreate: (input: CreateDestinationInput) => Promise<CreatedDestination>;
  onCreated: (destination: CreatedDestination) => void;
}

export function CreateDestinationForm({ onCreate, onCreated }: CreateDestinationFormProps) {
  const id = useId();
  const { onSubmit, pending, error } = useFormSubmit((form) => {
    const timeout = String(form.get('timeout_ms') ?? '');
    const input: CreateDestinationInput = { name: String(form.get('name') ?? '').trim(), url: String(form.get('url') ?? '').trim() };
    if (timeout) input.timeout_ms = Number(timeout);
    return onCreate(input);
  }, onCreated);

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
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
