import type { Destination } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';
import type { CreateDestinationInput } from '../endpoints.queries';

/**
 * A destination's name, URL and timeout: empty for a new one (the timeout optional), or starting
 * from `destination`'s current values for an edit.
 */
export function DestinationFields({ destination }: { destination?: Destination }) {
  return (
    <>
      <TextField label="Name" name="name" defaultValue={destination?.name} hint="What receives the webhooks, e.g. “Billing service”." />
      <TextField
        label="URL"
        name="url"
        type="url"
        defaultValue={destination?.url}
        hint="Absolute http or https URL; each event is POSTed to it."
      />
      {destination ? (
        <TextField
          label="Timeout in ms"
          name="timeout_ms"
          type="number"
          min={1000}
          max={60000}
          defaultValue={destination.timeout_ms}
          hint="1000–60000."
        />
      ) : (
        <TextField
          label="Timeout in ms (optional)"
          name="timeout_ms"
          type="number"
          min={1000}
          max={60000}
          optional
          hint="1000–60000; leave empty for the default of 15000 (15 s)."
        />
      )}
    </>
  );
}

/** What `DestinationFields` hold, as the api takes it (an empty timeout left out). */
export function readDestinationFields(form: FormData): CreateDestinationInput {
  const timeout = String(form.get('timeout_ms') ?? '');
  const input: CreateDestinationInput = { name: String(form.get('name') ?? '').trim(), url: String(form.get('url') ?? '').trim() };
  if (timeout) input.timeout_ms = Number(timeout);
  return input;
}
