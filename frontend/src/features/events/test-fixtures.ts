// Event detail parts for the tests: complete objects of the API's shapes with what a test names changed.
import type { DeadLetter, DeliveryAttempt, EventDeliveryJob, EventDetail } from '../../api/types';

const DESTINATION_ID = '11111111-1111-4111-8111-111111111111';
const EVENT_UUID = '22222222-2222-4222-8222-222222222222';

export function job(overrides: Partial<EventDeliveryJob> = {}): EventDeliveryJob {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    destination_id: DESTINATION_ID,
    status: 'succeeded',
    filtered_by: null,
    trigger: 'ingest',
    attempt_count: 1,
    next_attempt_at: null,
    created_at: '2026-11-22T10:15:30.000Z',
    updated_at: '2026-11-22T10:15:31.000Z',
    destination_name: 'Billing',
    destination_url: 'https://billing.example/hooks',
    ...overrides,
  };
}

export function attempt(overrides: Partial<DeliveryAttempt> = {}): DeliveryAttempt {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    event_id: EVENT_UUID,
    job_id: '33333333-3333-4333-8333-333333333333',
    destination_id: DESTINATION_ID,
    attempt_number: 1,
    status: 'success',
    response_status: 200,
    duration_ms: 12,
    error_message: null,
    error_code: null,
    request_headers: { 'webhook-id': 'evt_1', 'content-type': 'application/json' },
    transformed_request: null,
    response_headers: { 'content-type': 'application/json' },
    response_body: { encoding: 'utf8', data: '{"ok":true}', size_bytes: 11, truncated: false },
    created_at: '2026-11-22T10:15:31.000Z',
    ...overrides,
  };
}

export function deadLetter(overrides: Partial<DeadLetter> = {}): DeadLetter {
  return {
    job_id: '33333333-3333-4333-8333-333333333333',
    destination_id: DESTINATION_ID,
    reason: 'max_attempts_exhausted',
    error_message: 'destination answered HTTP 500',
    attempt_count: 8,
    dead_lettered_at: '2026-11-23T10:15:31.000Z',
    destination_name: 'Billing',
    destination_url: 'https://billing.example/hooks',
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_UUID,
    event_id: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9',
    status: 'delivered',
    project_id: '55555555-5555-4555-8555-555555555555',
    endpoint_id: '66666666-6666-4666-8666-666666666666',
    payload_sha256: 'a'.repeat(64),
    payload_size_bytes: 2,
    content_type: 'application/json',
    received_at: '2026-11-22T10:15:30.000Z',
    idempotency_key: null,
    event_type: null,
    delivery_jobs: [],
    delivery_attempts: [],
    dead_letters: [],
    ...overrides,
  };
}
