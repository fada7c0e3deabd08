import { randomBytes } from 'node:crypto';

/** Where the throw-away database and Redis prefix of this run live (set by the global setup). */
export const TEST_ENV_FILE_VARIABLES = ['HOOKYARD_TEST_DATABASE_URL', 'HOOKYARD_TEST_REDIS_PREFIX'] as const;

export function serverUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function redisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
}

export function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export function databaseUrlFor(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
