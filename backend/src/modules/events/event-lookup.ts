import { problems } from '../../core/http/problem';
import { UUID_PATTERN } from '../../core/http/uuid.pipe';

const EVENT_ID_PATTERN = /^evt_[0-9A-HJKMNP-TV-Z]{26}$/i;

/** Which column an `{eventId}` names: the internal `id` or the public `event_id`, with its stored value. */
export interface EventLookup {
  column: 'id' | 'event_id';
  value: string;
}

/**
 * The column an `{eventId}` path parameter (any case) names and the value stored there: a UUID is
 * the `id`, lowercase; an `evt_` id the `event_id`, its ULID uppercase. Anything else is a 400.
 */
export function eventLookup(eventId: string): EventLookup {
  if (UUID_PATTERN.test(eventId)) return { column: 'id', value: eventId.toLowerCase() };
  if (EVENT_ID_PATTERN.test(eventId)) return { column: 'event_id', value: `evt_${eventId.slice(4).toUpperCase()}` };
  throw problems.validation([{ field: 'eventId', message: 'must be a UUID or an evt_ identifier' }]);
}
