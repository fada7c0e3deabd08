import createClient from 'openapi-fetch';
import type { FieldError, Problem, paths } from './types';

/**
 * An api call that did not succeed; `code` is the problem's stable machine-readable part and
 * `errors` the fields a `validation_failed` refused.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly requestId?: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** `error` as an `ApiError`, for showing: an unexpected one becomes a generic `client_error`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'client_error', 'Something went wrong. Please try again.');
}

const UNSAFE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** Where a 401 is an answer about the credentials sent, not a sign that the session ended. */
const SIGN_IN_PATHS = new Set(['/api/auth/login', '/api/auth/signup', '/api/auth/me', '/api/auth/accept-invitation', '/api/auth/sso']);

// The session cookie is HttpOnly; the CSRF token comes from the signup/login/me body.
let csrfToken: string | null = null;
let onSessionEnded: () => void = () => {};

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when an answer says the session is gone (signed out elsewhere, expired). */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

/** The typed client of the API document: paths, parameters and answers come from backend/openapi.json. */
export const client = createClient<paths>({ credentials: 'include', headers: { Accept: 'application/json, application/problem+json' } });

client.use({
  onRequest({ request }) {
    if (UNSAFE_METHODS.has(request.method) && csrfToken !== null) request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && !SIGN_IN_PATHS.has(new URL(request.url).pathname)) onSessionEnded();
    return response;
  },
});

interface Answer<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

/** The answer's body, or an `ApiError` made of its problem (or of a network failure). */
export async function unwrap<D, E>(call: Promise<Answer<D, E>>): Promise<D> {
  let answer: Answer<D, E>;
  try {
    answer = await call;
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }
  const { data, error, response } = answer;
  if (response.ok) return data as D;
  throw problemOf(response, error);
}

function problemOf(response: Response, body: unknown): ApiError {
  const fallback = `${response.status} ${response.statusText}`.trim();
  if (typeof body !== 'object' || body === null) return new ApiError(response.status, 'http_error', fallback);
  const problem = body as Partial<Problem> & { errors?: FieldError[] };
  return new ApiError(
    response.status,
    problem.code ?? 'http_error',
    problem.detail ?? problem.title ?? fallback,
    problem.request_id,
    problem.errors ?? [],
  );
}
