import createClient from 'openapi-fetch';
import type { components, paths } from './api/schema.generated.js';
import type { Credentials } from './config.js';
import { CliError } from './output.js';

export type Schemas = components['schemas'];
export type Api = ReturnType<typeof apiClient>;

/** A typed client of the API document, sending the API key as a bearer token. */
export function apiClient(credentials: Credentials) {
  return createClient<paths>({
    baseUrl: credentials.url,
    headers: { authorization: `Bearer ${credentials.key}`, 'user-agent': 'hookyard-cli' },
  });
}

type Problem = Partial<Schemas['Problem']>;

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The call's result, or a CliError saying where it could not connect. */
export async function reach<T>(call: Promise<Result<T>>, url: string): Promise<Result<T>> {
  try {
    return await call;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError(`cannot reach Hookyard at ${url}: ${cause}`);
  }
}

/** A CliError with the problem's title and detail, and the fields a validation refused. */
export function problemError(result: Result<unknown>): CliError {
  const problem = (result.error ?? {}) as Problem;
  const fields = (problem.errors ?? []).map((field) => `\n  ${field.field}: ${field.message}`).join('');
  const title = problem.title ?? `HTTP ${result.response.status}`;
  return new CliError(`${title}${problem.detail ? `: ${problem.detail}` : ''}${fields}`);
}

/** The answer's data, or a CliError (a connection that failed, or the problem answered). */
export async function answer<T>(call: Promise<Result<T>>, url: string): Promise<T> {
  const result = await reach(call, url);
  if (!result.response.ok) throw problemError(result);
  return result.data as T;
}
