// Generated from backend/openapi.json by backend/test/integration/openapi.int-spec.ts: do not edit.
// Regenerate with `UPDATE_OPENAPI=1 npm test -w backend -- openapi`.

export const EVENT_STATUSES = ['received', 'queued', 'delivered', 'failed', 'retry_scheduled', 'dead_lettered', 'replayed', 'archived'] as const;
export const JOB_STATUSES = ['pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled'] as const;
export const JOB_TRIGGERS = ['ingest', 'replay', 'retry'] as const;
export const ATTEMPT_STATUSES = ['success', 'failed', 'timeout', 'error'] as const;
export const DEAD_LETTER_REASONS = ['max_attempts_exhausted', 'no_active_destinations', 'destination_disabled'] as const;
export const SCOPES = ['events:read', 'events:replay', 'deliveries:retry', 'endpoints:read', 'endpoints:write'] as const;
export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export const DISABLED_REASONS = ['manual', 'gone'] as const;
