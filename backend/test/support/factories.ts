import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Scope } from '../../src/core/auth/scopes';
import { ALL_SCOPES } from '../../src/core/auth/scopes';

export const PASSWORD = 'correct horse battery staple';

export interface Session {
  cookie: string;
  csrf: string;
  organizationId: string;
  userId: string;
  email: string;
}

/** A new organization with its first user, signed in. */
export async function signup(url: string, email = `user-${randomUUID()}@example.test`): Promise<Session> {
  const res = await request(url)
    .post('/api/auth/signup')
    .send({ email, password: PASSWORD, organization_name: `Org ${email}` })
    .expect(201);
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
  return { cookie, csrf: res.body.csrf_token, organizationId: res.body.organization.id, userId: res.body.user.id, email };
}

/** Headers of a session-authenticated unsafe request. */
export function sessionHeaders(session: Session): Record<string, string> {
  return { cookie: session.cookie, 'x-csrf-token': session.csrf };
}

export async function createApiKey(url: string, session: Session, scopes: Scope[] = ALL_SCOPES, extra: object = {}): Promise<string> {
  const res = await request(url)
    .post('/api/api-keys')
    .set(sessionHeaders(session))
    .send({ name: 'test key', scopes, ...extra })
    .expect(201);
  return res.body.key;
}

export function bearer(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

export interface CreatedEndpoint {
  id: string;
  token: string;
  ingestUrl: string;
  projectId: string;
}

export async function createEndpoint(url: string, key: string, name = 'test endpoint'): Promise<CreatedEndpoint> {
  const projects = await request(url).get('/api/projects').set(bearer(key)).expect(200);
  const projectId = projects.body.data[0].id;
  const res = await request(url).post('/api/endpoints').set(bearer(key)).send({ project_id: projectId, name }).expect(201);
  return { id: res.body.id, token: res.body.token, ingestUrl: res.body.ingest_url, projectId };
}

export interface CreatedDestination {
  id: string;
  secret: string;
}

export async function createDestination(
  url: string,
  key: string,
  endpointId: string,
  destinationUrl: string,
  extra: object = {},
): Promise<CreatedDestination> {
  const res = await request(url)
    .post(`/api/endpoints/${endpointId}/destinations`)
    .set(bearer(key))
    .send({ name: 'test destination', url: destinationUrl, ...extra })
    .expect(201);
  return { id: res.body.id, secret: res.body.signing_secret };
}

/** A signed-in organization with an all-scopes key, an endpoint and (optionally) a destination. */
export async function createTenant(url: string, destinationUrl?: string) {
  const session = await signup(url);
  const key = await createApiKey(url, session);
  const endpoint = await createEndpoint(url, key);
  const destination = destinationUrl ? await createDestination(url, key, endpoint.id, destinationUrl) : null;
  return { session, key, endpoint, destination };
}

/** A tenant whose endpoint reads each event's type from the JSON body's `/type`. */
export async function createTypedTenant(url: string) {
  const tenant = await createTenant(url);
  await request(url)
    .patch(`/api/endpoints/${tenant.endpoint.id}`)
    .set(bearer(tenant.key))
    .send({ event_type_source: { kind: 'json_pointer', pointer: '/type' } })
    .expect(200);
  return tenant;
}

export function ingest(url: string, token: string, body: string | Buffer, contentType = 'application/json') {
  return request(url).post(`/api/ingest/${token}`).set('content-type', contentType).send(body);
}

/** Polls GET /api/events/{id} until `done` holds (or fails after `timeoutMs`). */
export async function waitForEvent(
  url: string,
  key: string,
  eventId: string,
  done: (event: EventDetail) => boolean,
  timeoutMs = 10_000,
): Promise<EventDetail> {
  const deadline = Date.now() + timeoutMs;
  let last: EventDetail | undefined;
  while (Date.now() < deadline) {
    const res = await request(url).get(`/api/events/${eventId}`).set(bearer(key)).expect(200);
    last = res.body as EventDetail;
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`event ${eventId} never reached the expected state; last: ${JSON.stringify(last)}`);
}

export interface EventDetail {
  id: string;
  event_id: string;
  status: string;
  payload_sha256: string;
  payload_size_bytes: number;
  content_type: string | null;
  delivery_jobs: {
    id: string;
    destination_id: string;
    destination_name: string;
    destination_url: string;
    status: string;
    filtered_by: string | null;
    trigger: string;
    attempt_count: number;
  }[];
  delivery_attempts: {
    id: string;
    event_id: string;
    job_id: string;
    destination_id: string;
    attempt_number: number;
    status: string;
    response_status: number | null;
    duration_ms: number;
    error_message: string | null;
    error_code: string | null;
    request_headers: Record<string, string>;
    response_headers: Record<string, string>;
    response_body: { encoding: 'utf8' | 'base64'; data: string; size_bytes: number; truncated: boolean } | null;
  }[];
  dead_letters: {
    job_id: string | null;
    destination_id: string | null;
    reason: string;
    error_message: string | null;
    attempt_count: number;
    destination_name: string | null;
    destination_url: string | null;
  }[];
}

/** Reads every `intervalMs` until `done` holds or `timeoutMs` passes; the last value read either way. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
}

/** docs/http.md, Members and roles: from the least to the most. */
export const ROLES = ['viewer', 'developer', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export interface CreatedInvitation {
  id: string;
  token: string;
  inviteUrl: string;
}

/** `admin` invites `email` into its organization as `role`. */
export async function invite(url: string, admin: Session, email: string, role: Role): Promise<CreatedInvitation> {
  const res = await request(url).post('/api/invitations').set(sessionHeaders(admin)).send({ email, role }).expect(201);
  const inviteUrl: string = res.body.invite_url;
  return { id: res.body.id, inviteUrl, token: new URL(inviteUrl).searchParams.get('token')! };
}

/** The session a response set (its hookyard_session cookie) with the body's CSRF token and ids. */
export function sessionOf(res: request.Response, email: string): Session {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = (cookies.find((c) => c.startsWith('hookyard_session=')) ?? '').split(';')[0];
  return { cookie, csrf: res.body.csrf_token, organizationId: res.body.organization.id, userId: res.body.user.id, email };
}

/** A new person joins `admin`'s organization as `role` through an invitation, and is signed in there. */
export async function addMember(url: string, admin: Session, role: Role, email = `member-${randomUUID()}@example.test`): Promise<Session> {
  const { token } = await invite(url, admin, email, role);
  const res = await request(url).post('/api/auth/accept-invitation').send({ token, name: 'New Member', password: PASSWORD }).expect(200);
  return sessionOf(res, email);
}
