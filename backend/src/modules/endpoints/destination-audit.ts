import { AuditChanges, AuditEntry, changesOf, FieldRules } from '../../core/audit/audit-entry';
import type { Destination } from './destination.entity';
import type { DestinationChanges } from './destinations.repository';
import { shownUrl } from './dto/destination.dto';

/**
 * What the audit log says of a destination (docs/http.md, Audit log): its fields under their API
 * names, compared before and after. The URL as answered (a broker's password `[redacted]`); the
 * transformation's code only as changed (it can be 64 KiB); the signing secret, the custom header
 * values and a broker's credentials, which are sealed and never opened for this, only as changed
 * when a request replaced them.
 */
function audited(destination: Destination) {
  return {
    name: destination.name,
    type: destination.type,
    url: shownUrl(destination),
    exchange: destination.broker?.exchange ?? null,
    routing_key: destination.broker?.routing_key ?? null,
    subject: destination.broker?.subject ?? null,
    topic: destination.broker?.topic ?? null,
    active: destination.active,
    disabled_reason: destination.disabledReason,
    timeout_ms: destination.timeoutMs,
    filter: destination.filter,
    transformation: destination.transformation,
    rate_limit_per_second: destination.rateLimitPerSecond,
  };
}

const RULES: FieldRules<ReturnType<typeof audited>> = {
  name: 'plain',
  type: 'plain',
  url: 'plain',
  exchange: 'plain',
  routing_key: 'plain',
  subject: 'plain',
  topic: 'plain',
  active: 'plain',
  disabled_reason: 'plain',
  timeout_ms: 'plain',
  filter: 'plain',
  transformation: 'secret',
  rate_limit_per_second: 'plain',
};

/** A destination, or the same URL seen as one of the organization's notification URLs. */
export type DestinationKind = 'destination' | 'notification_endpoint';

export function destinationCreated(kind: DestinationKind, created: Destination): AuditEntry {
  const changes: AuditChanges = { ...changesOf(null, audited(created), RULES) };
  if (created.headerNames.length > 0) changes.headers = { changed: true };
  if (created.credentialsKeyId !== null) changes.credentials = { changed: true };
  return { action: `${kind}.created`, target: { type: kind, id: created.id, label: created.name }, changes };
}

/** The entry of a PATCH, or null when it changed nothing; `written` is what it wrote (sealed columns included). */
export function destinationUpdated(before: Destination, after: Destination, written: DestinationChanges): AuditEntry | null {
  const changes: AuditChanges = { ...changesOf(audited(before), audited(after), RULES) };
  if (written.headerNames !== undefined && (before.headerNames.length > 0 || written.headerNames.length > 0)) {
    changes.headers = { changed: true };
  }
  if (written.credentialsCiphertext !== undefined && (before.credentialsKeyId !== null || written.credentialsCiphertext !== null)) {
    changes.credentials = { changed: true };
  }
  if (Object.keys(changes).length === 0) return null;
  return { action: 'destination.updated', target: { type: 'destination', id: after.id, label: after.name }, changes };
}

export function destinationDeleted(kind: DestinationKind, destination: Pick<Destination, 'id' | 'name'>): AuditEntry {
  return { action: `${kind}.deleted`, target: { type: kind, id: destination.id, label: destination.name } };
}
