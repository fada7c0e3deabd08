import { useId, useState } from 'react';
import type { EventTypeSource } from './event-type-source';

/** Where the endpoint's events carry their type: a select of the kind and, for a kind, the pointer or header name. */
export function EventTypeSourceFields({ source }: { source: EventTypeSource }) {
  const id = useId();
  const [kind, setKind] = useState<string>(source?.kind ?? '');
  const current = source === null ? '' : source.kind === 'json_pointer' ? source.pointer : source.name;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Event type from</label>
        <select id={`${id}-kind`} name="event_type_kind" value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">The verified provider&apos;s usual place (or none)</option>
          <option value="json_pointer">A JSON Pointer into the body</option>
          <option value="header">A request header</option>
        </select>
      </div>
      {kind && (
        <div className="field">
          <label htmlFor={`${id}-at`}>{kind === 'header' ? 'Header name' : 'JSON Pointer'}</label>
          <input
            id={`${id}-at`}
            name="event_type_at"
            required={kind === 'header'}
            defaultValue={source?.kind === kind ? current : ''}
            placeholder={kind === 'header' ? 'x-github-event' : '/type'}
          />
        </div>
      )}
    </>
  );
}
