// Hand-written from CONTRACT.md; the enums of the answers come from backend/openapi.json
// (contract.generated.ts, which a backend test keeps equal to the document).
import {
  API_KEY_STATUSES,
  ATTEMPT_STATUSES,
  DEAD_LETTER_REASONS,
  DISABLED_REASONS,
  EVENT_STATUSES,
  JOB_STATUSES,
  JOB_TRIGGERS,
  SCOPES,
} from './contract.generated';

export { EVENT_STATUSES, SCOPES };

/** RFC 9457 problem details, as every api error is answered. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  request_id?: string;
  errors?: FieldError[];
}

/** One refused field of a `validation_failed` problem. */
export interface FieldError {
  field: string;
  message: string;
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
  status: (typeof JOB_STATUSES)[number];
  trigger: (typeof JOB_TRIGGERS)[number];
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
  status: (typeof ATTEMPT_STATUSES)[number];
  response_status: number | null;
  duration_ms: number;
  error_message: string | null;
  created_at: string;
}

export interface DeadLetter {
  job_id: string | null;
  destination_id: string | null;
  reason: (typeof DEAD_LETTER_REASONS)[number];
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

export type Scope = (typeof SCOPES)[number];

/** An API key as listed; the raw key is never part of it. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: Scope[];
  status: (typeof API_KEY_STATUSES)[number];
  last_used_at: string | null;
  expires_at: string | null;
  created_at: string;
}

/** `POST /api/api-keys`: the only answer that carries the raw `key`. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

/** `GET /api/projects`. */
export interface Project {
  id: string;
  name: string;
  created_at: string;
}

/** An endpoint as listed (`GET /api/endpoints`); never its token. */
export interface Endpoint {
  id: string;
  project_id: string;
  name: string;
  enabled: boolean;
  token_prefix: string;
  ingest_url_template: string;
  /** Null: the service's default rate. */
  rate_limit_per_second: number | null;
  destination_count: number;
  created_at: string;
  token_rotated_at: string | null;
}

/** `POST /api/endpoints`: the only answer, with rotation's, that carries the token. */
export interface CreatedEndpoint extends Endpoint {
  token: string;
  ingest_url: string;
}

/** `POST /api/endpoints/{endpointId}/rotate-token`. */
export interface RotatedToken {
  endpoint_id: string;
  token: string;
  ingest_url: string;
  token_rotated_at: string;
}

export interface Destination {
  id: string;
  endpoint_id: string;
  name: string;
  url: string;
  active: boolean;
  disabled_reason: (typeof DISABLED_REASONS)[number] | null;
  timeout_ms: number;
  created_at: string;
}

/** `POST /api/endpoints/{endpointId}/destinations`: the only answer, with rotation's, that carries the secret. */
export interface CreatedDestination extends Destination {
  signing_secret: string;
}

/** `POST /api/destinations/{destinationId}/rotate-secret`. */
export interface RotatedSecret {
  destination_id: string;
  signing_secret: string;
}
