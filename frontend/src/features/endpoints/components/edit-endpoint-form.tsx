import type { Endpoint } from '../../../api/types';
import { EditForm } from '../../../components/ui/edit-form';
import { TextField } from '../../../components/ui/text-field';
import type { UpdateEndpointInput } from '../endpoints.queries';
import { eventTypeSourceFrom } from './event-type-source';
import { EventTypeSourceFields } from './event-type-source-fields';

interface EditEndpointFormProps {
  endpoint: Endpoint;
  onSave: (input: UpdateEndpointInput) => Promise<unknown>;
  onDone: () => void;
}

/** The endpoint's name, rate limit and event-type source; an empty rate limit restores the service's default. */
export function EditEndpointForm({ endpoint, onSave, onDone }: EditEndpointFormProps) {
  function send(form: FormData) {
    const rate = String(form.get('rate_limit_per_second') ?? '');
    return onSave({
      name: String(form.get('name') ?? '').trim(),
      rate_limit_per_second: rate ? Number(rate) : null,
      event_type_source: eventTypeSourceFrom(form),
    });
  }
  return (
    <EditForm title="Edit endpoint" send={send} onDone={onDone}>
      <TextField label="Name" name="name" defaultValue={endpoint.name} />
      <TextField
        label="Rate limit per second (optional)"
        name="rate_limit_per_second"
        type="number"
        min={1}
        max={100000}
        optional
        defaultValue={endpoint.rate_limit_per_second ?? ''}
        hint="1–100000 webhooks a second, with bursts of twice as many; leave empty for the service's default."
      />
      <EventTypeSourceFields source={endpoint.event_type_source} />
    </EditForm>
  );
}
