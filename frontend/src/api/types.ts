// Hand-written from CONTRACT.md until the client is generated from backend/openapi.json.

/** RFC 9457 problem details, as every api error is answered. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  request_id?: string;
  errors?: { field: string; message: string }[];
}

/** Body of signup, login and me. */
export interface Session {
  user: { id: string; email: string };
  organization: { id: string; name: string };
  csrf_token: string;
}

/** A page of a keyset-paged list (CONTRACT §1–§4). */
export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

export const EVENT_STATUSES = [
  'received',
  'queued',
  'delivered',
  'failed',
  'retry_scheduled',
  'dead_lettered',
  'replayed',
  'archived',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Event metadata, as listed by `GET /api/events`; never the payload. */
export interface HookEvent {
  id: string;
  event_id: string;
  status: EventStatus;
  project_id: string;
  endpoint_id: string;
  payload_sha256: string;
  payload_size_bytes: number;
  content_type: string | null;
  received_at: string;
  idempotency_key: string | null;
}

export interface DeliveryJob {
  id: string;
  destination_id: string;
  status: 'pending' | 'in_progress' | 'succeeded' | 'failed' | 'retry_scheduled' | 'dead_lettered' | 'cancelled';
  trigger: 'ingest' | 'replay' | 'retry';
  attempt_count: number;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveryAttempt {
  id: string;
  event_id: string;
  job_id: string;
  destination_id: string;
  attempt_number: number;
  status: 'success' | 'failed' | 'timeout' | 'error';
  response_status: number | null;
  duration_ms: number;
  error_message: string | null;
  created_at: string;
}

export interface DeadLetter {
  job_id: string | null;
  destination_id: string | null;
  reason: 'max_attempts_exhausted' | 'no_active_destinations' | 'destination_disabled';
  error_message: string | null;
  attempt_count: number;
  dead_lettered_at: string;
}

/** `GET /api/events/{eventId}`. */
export interface EventDetail extends HookEvent {
  delivery_jobs: DeliveryJob[];
  delivery_attempts: DeliveryAttempt[];
  dead_letters: DeadLetter[];
}

/** The five scopes of the seed spec. */
export const SCOPES = ['events:read', 'events:replay', 'deliveries:retry', 'endpoints:read', 'endpoints:write'] as const;
export type Scope = (typeof SCOPES)[number];

/** An API key as listed; the raw key is never part of it. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: Scope[];
  status: 'active' | 'revoked';
  last_used_at: string | null;
  expires_at: string | null;
  created_at: string;
}

/** `POST /api/api-keys`: the only answer that carries the raw `key`. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

/** The part of an endpoint the dashboard shows (`GET /api/endpoints`). */
export interface Endpoint {
  id: string;
  name: string;
}
