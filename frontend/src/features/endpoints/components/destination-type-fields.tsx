import { useId, useState } from 'react';
import type { Destination } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';

type DestinationType = Destination['type'];
type BrokerField = 'exchange' | 'routing_key' | 'subject' | 'topic';

/** The types a new destination can be given here (a listener is made by `hookyard listen`). */
const TYPES: { type: DestinationType; label: string }[] = [
  { type: 'http', label: 'HTTP (POST to a URL)' },
  { type: 'amqp', label: 'RabbitMQ (AMQP)' },
  { type: 'nats', label: 'NATS JetStream' },
  { type: 'mqtt', label: 'MQTT 5' },
];

const URL_HINTS: Record<DestinationType, string> = {
  http: 'Absolute http or https URL; each event is POSTed to it.',
  listener: 'A listener has no URL: hookyard listen receives its deliveries.',
  amqp: 'amqp:// or amqps://user:password@host:5672/vhost; the password is sealed and shown as [redacted].',
  nats: 'nats:// or tls://user:password@host:4222 (or a token as the user name); sealed and shown as [redacted].',
  mqtt: 'mqtt:// or mqtts://user:password@host:1883; the password is sealed and shown as [redacted].',
};

const TEMPLATE_HINT = '{event_type} and {endpoint_id} are replaced for each event.';
const FIELDS: Partial<Record<DestinationType, { name: BrokerField; label: string; hint: string }[]>> = {
  amqp: [
    { name: 'exchange', label: 'Exchange', hint: `Letters, digits and . _ : - (empty: the default exchange). ${TEMPLATE_HINT}` },
    { name: 'routing_key', label: 'Routing key', hint: `A queue must be bound for it: an unroutable message fails. ${TEMPLATE_HINT}` },
  ],
  nats: [{ name: 'subject', label: 'Subject', hint: `A JetStream stream must take it; no * or >. ${TEMPLATE_HINT}` }],
  mqtt: [{ name: 'topic', label: 'Topic', hint: `Published at QoS 1; no + or #. ${TEMPLATE_HINT}` }],
};

/**
 * A destination's type, URL and the type's fields: a type select for a new one (its fields follow
 * the choice), the type as text for an existing one (it cannot change), the URL as answered
 * (a broker's password `[redacted]`, which a save keeps).
 */
export function DestinationTypeFields({ destination }: { destination?: Destination }) {
  const id = useId();
  const [type, setType] = useState<DestinationType>(destination?.type ?? 'http');
  return (
    <>
      {destination ? (
        <p className="muted">Type: {TYPES.find((entry) => entry.type === type)?.label ?? type}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} name="type" value={type} onChange={(event) => setType(event.target.value as DestinationType)}>
            {TYPES.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {type === 'listener' ? (
        <p className="muted">{URL_HINTS.listener}</p>
      ) : (
        <TextField
          key={type}
          label="URL"
          name="url"
          type={type === 'http' ? 'url' : 'text'}
          defaultValue={destination?.url ?? undefined}
          hint={URL_HINTS[type]}
        />
      )}
      {(FIELDS[type] ?? []).map((field) => (
        <TextField
          key={`${type}-${field.name}`}
          label={field.label}
          name={field.name}
          // an empty exchange (the default one) or routing key is a valid value
          optional={field.name === 'exchange' || field.name === 'routing_key'}
          defaultValue={destination?.[field.name] ?? undefined}
          hint={field.hint}
        />
      ))}
    </>
  );
}

/** What `DestinationTypeFields` hold: the type on create only, and the fields of the type shown. */
export function readTypeFields(form: FormData): { type?: DestinationType } & Partial<Record<BrokerField, string>> {
  const input: { type?: DestinationType } & Partial<Record<BrokerField, string>> = {};
  const type = form.get('type');
  if (typeof type === 'string') input.type = type as DestinationType;
  for (const name of ['exchange', 'routing_key', 'subject', 'topic'] as const) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value.trim();
  }
  return input;
}
