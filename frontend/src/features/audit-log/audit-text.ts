import { destinationPath, endpointPath, eventPath, ROUTES } from '../../app/routes';
import type { AuditAction, AuditEntry } from '../../api/types';

/** Each action in words, as the list's Action column says it. */
const ACTIONS: Record<AuditAction, string> = {
  'organization.created': 'Created the organization',
  'session.signed_in': 'Signed in',
  'session.sign_in_failed': 'Failed to sign in',
  'session.two_factor_failed': 'Failed to sign in: wrong two-factor code',
  'session.ended': 'Signed a session out',
  'session.signed_out_elsewhere': 'Signed out everywhere else',
  'password.changed': 'Changed their password',
  'two_factor.enabled': 'Turned two-factor on',
  'two_factor.disabled': 'Turned two-factor off',
  'organization.settings_updated': 'Changed the security settings',
  'sso.updated': 'Changed single sign-on',
  'sso.deleted': 'Removed single sign-on',
  'member.invited': 'Invited someone',
  'invitation.revoked': 'Took an invitation back',
  'member.joined': 'Joined the organization',
  'member.role_changed': "Changed a member's role",
  'member.removed': 'Removed a member',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'project.created': 'Created a project',
  'project.renamed': 'Renamed a project',
  'project.deleted': 'Deleted a project',
  'endpoint.created': 'Created an endpoint',
  'endpoint.updated': 'Changed an endpoint',
  'endpoint.token_rotated': 'Rotated the ingest token',
  'verification.updated': 'Set up sender verification',
  'verification.deleted': 'Turned sender verification off',
  'verification.secret_added': 'Added a verification secret',
  'verification.secret_removed': 'Removed a verification secret',
  'destination.created': 'Created a destination',
  'destination.updated': 'Changed a destination',
  'destination.deleted': 'Deleted a destination',
  'destination.disabled': 'Disabled a destination',
  'destination.secret_rotated': 'Rotated the signing secret',
  'notification_endpoint.created': 'Added a notification URL',
  'notification_endpoint.deleted': 'Removed a notification URL',
  'notification_endpoint.test_sent': 'Sent a test message to a notification URL',
  'event.retried': 'Retried an event',
  'event.replayed': 'Replayed an event',
  'events.bulk_retry_started': 'Started a bulk retry',
  'events.bulk_replay_started': 'Started a bulk replay',
  'operation.cancelled': 'Cancelled a bulk operation',
  'audit_log.pruned': 'Deleted old audit entries (retention)',
};

/** The action in words; one this dashboard does not know yet (a newer server's) as the API names it. */
export function actionText(action: AuditAction): string {
  return ACTIONS[action] ?? action;
}

/** Who did it, as a person reads it. */
export function actorText(actor: AuditEntry['actor']): string {
  if (actor.type === 'system') return 'Hookyard (system)';
  if (actor.type === 'api_key') return `API key “${actor.label ?? actor.id}”`;
  return actor.label ?? actor.id ?? 'someone';
}

/** The page a target is shown on, or null when it has none (or no id). */
export function targetPath(target: AuditEntry['target']): string | null {
  if (target.id === null) return null;
  switch (target.type) {
    case 'endpoint':
      return endpointPath(target.id);
    case 'destination':
      return destinationPath(target.id);
    case 'event':
      return eventPath(target.id);
    case 'api_key':
      return ROUTES.apiKeys;
    case 'project':
      return ROUTES.projects;
    case 'notification_endpoint':
      return ROUTES.notifications;
    case 'operation':
      return ROUTES.operations;
    case 'user':
    case 'invitation':
      return ROUTES.members;
    default:
      return null;
  }
}

/** Longest value shown in a change (a filter can be 16 KiB); the export has them whole. */
const VALUE_LIMIT = 100;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_LIMIT ? `${text.slice(0, VALUE_LIMIT - 1)}…` : text;
}

/** Each changed field as `from → to`, or that it changed when its value is never shown. */
export function changeLines(changes: AuditEntry['changes']): { field: string; text: string }[] {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field,
    text: 'changed' in change ? 'changed (not shown)' : `${valueText(change.from)} → ${valueText(change.to)}`,
  }));
}
