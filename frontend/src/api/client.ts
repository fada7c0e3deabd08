import type { FieldError, Problem } from './types';

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

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const UNSAFE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

// The session cookie is HttpOnly; the CSRF token comes from the signup/login/me body.
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (UNSAFE_METHODS.has(method) && csrfToken !== null) headers.set('X-CSRF-Token', csrfToken);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }

  if (!response.ok) throw await problemOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function problemOf(response: Response): Promise<ApiError> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return new ApiError(response.status, 'http_error', fallback);
  try {
    const problem = (await response.json()) as Partial<Problem>;
    const detail = problem.detail ?? problem.title ?? fallback;
    return new ApiError(response.status, problem.code ?? 'http_error', detail, problem.request_id, problem.errors ?? []);
  } catch {
    return new ApiError(response.status, 'http_error', fallback);
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
