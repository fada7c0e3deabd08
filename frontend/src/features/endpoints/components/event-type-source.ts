import type { Endpoint } from '../../../api/types';

export type EventTypeSource = Endpoint['event_type_source'];

/** The source a form's `event_type_kind` select and `event_type_at` input name (empty kind: none of its own). */
export function eventTypeSourceFrom(form: FormData): EventTypeSource {
  const kind = String(form.get('event_type_kind') ?? '');
  const at = String(form.get('event_type_at') ?? '').trim();
  if (kind === 'json_pointer') return { kind, pointer: at };
  if (kind === 'header') return { kind, name: at };
  return null;
}

/** "Body /type", "Header x-github-event", or the provider fallback. */
export function describeEventTypeSource(source: EventTypeSource): string {
  if (source === null) return "The verified provider's usual place, if any";
  return source.kind === 'json_pointer' ? `Body ${source.pointer || '(whole body)'}` : `Header ${source.name}`;
}
