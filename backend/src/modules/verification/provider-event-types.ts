import type { EventTypeSource } from '../endpoints/event-type-source';
import type { VerificationType } from './verifiers';

/** Where each provider that ingest verifies puts the type, used when an endpoint names no source. */
const PROVIDER_EVENT_TYPE_SOURCES: Partial<Record<VerificationType, EventTypeSource>> = {
  stripe: { kind: 'json_pointer', pointer: '/type' },
  github: { kind: 'header', name: 'x-github-event' },
  shopify: { kind: 'header', name: 'x-shopify-topic' },
  slack: { kind: 'json_pointer', pointer: '/event/type' },
  standard_webhooks: { kind: 'json_pointer', pointer: '/type' },
};

/** The endpoint's own source, else its verified provider's usual place, else none. */
export function effectiveEventTypeSource(own: EventTypeSource | null, verification: VerificationType | null): EventTypeSource | null {
  return own ?? (verification ? (PROVIDER_EVENT_TYPE_SOURCES[verification] ?? null) : null);
}
