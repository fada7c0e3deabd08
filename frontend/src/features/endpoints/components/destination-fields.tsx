import type { Destination, FieldError } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';
import { RoutingEditors } from '../../routing/routing-editors';
import { readFilterFields, readTransformationField } from '../../routing/routing-draft';
import type { CreateDestinationInput } from '../endpoints.queries';
import { CustomHeadersEditor, readCustomHeaders } from './custom-headers-editor';
import { DestinationTypeFields, readTypeFields } from './destination-type-fields';

/** Every field of a destination: its settings, then its routing (a new one, or `destination`'s current values). */
export function DestinationFields({ destination }: { destination?: Destination }) {
  return (
    <>
      <DestinationSettingsFields destination={destination} />
      <RoutingFields destination={destination} />
    </>
  );
}

/**
 * A destination's name, type, URL (and its type's fields) and timeout: empty for a new one (the timeout optional), or starting
 * from `destination`'s current values for an edit.
 */
export function DestinationSettingsFields({ destination }: { destination?: Destination }) {
  return (
    <>
      <TextField label="Name" name="name" defaultValue={destination?.name} hint="What receives the webhooks, e.g. “Billing service”." />
      <DestinationTypeFields destination={destination} />
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

/**
 * Which events a destination receives and how: its filter, transformation, delivery rate and
 * custom headers; `errors` (a refused save's) are shown beside the parts they name.
 */
export function RoutingFields({ destination, errors = [] }: { destination?: Destination; errors?: readonly FieldError[] }) {
  return (
    <>
      <RoutingEditors filter={destination?.filter} transformation={destination?.transformation} errors={errors} />
      <TextField
        label="Rate limit per second (optional)"
        name="rate_limit_per_second"
        type="number"
        min={1}
        max={10000}
        optional
        defaultValue={destination?.rate_limit_per_second ?? undefined}
        hint="1–10000 deliveries per second at most, across all workers; past it they wait their turn. Empty: no limit."
      />
      <CustomHeadersEditor currentNames={destination && Object.keys(destination.headers)} />
    </>
  );
}

/** What `DestinationFields` hold, as the api takes it (settings and routing). */
export function readDestinationFields(form: FormData): CreateDestinationInput {
  return { ...readSettingsFields(form), ...readRoutingFields(form) };
}

type SettingsInput = Pick<
  CreateDestinationInput,
  'name' | 'url' | 'timeout_ms' | 'type' | 'exchange' | 'routing_key' | 'subject' | 'topic'
>;

/** What `DestinationSettingsFields` hold: an empty timeout is left out, the type only on create. */
export function readSettingsFields(form: FormData): SettingsInput {
  const timeout = String(form.get('timeout_ms') ?? '');
  const url = form.get('url');
  const input: SettingsInput = { name: String(form.get('name') ?? '').trim(), ...readTypeFields(form) };
  if (url !== null) input.url = String(url).trim(); // a listener's form has no URL field
  if (timeout) input.timeout_ms = Number(timeout);
  return input;
}

type RoutingInput = Pick<CreateDestinationInput, 'filter' | 'transformation' | 'rate_limit_per_second' | 'headers'>;

/**
 * What `RoutingFields` hold: the filter (no part: null, every event), the transformation (blank:
 * null), an empty rate `null` (no limit), and the headers only when the rows say to change them.
 */
export function readRoutingFields(form: FormData): RoutingInput {
  const rate = String(form.get('rate_limit_per_second') ?? '');
  const input: RoutingInput = {
    filter: readFilterFields(form),
    transformation: readTransformationField(form),
    rate_limit_per_second: rate ? Number(rate) : null,
  };
  const headers = readCustomHeaders(form);
  if (headers) input.headers = headers;
  return input;
}
