import { connect } from 'node:net';
import { createTenant, pollUntil } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

interface LogLine {
  level: string;
  msg?: string;
  context?: string;
  route?: string | null;
  status?: number;
}

/** Sends the headers and part of a body of `declared` bytes, then drops the connection. */
function abortMidBody(url: string, path: string, declared: number): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${declared}\r\n\r\n{"email":"`,
      );
      setTimeout(() => socket.destroy(), 100);
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe('an upload the client aborts', () => {
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logTo: { write: (chunk: string) => raw.push(...chunk.split('\n').filter(Boolean)) } },
    );
  });
  afterAll(() => api.close());

  it.each([
    ['a JSON route', async () => '/api/auth/login'],
    ['the ingest route', async () => `/api/ingest/${(await createTenant(api.url)).endpoint.token}`],
  ])('on %s is one info line without a stack, never an error', async (_, path) => {
    const target = await path();
    raw.length = 0;
    for (let i = 0; i < 3; i++) await abortMidBody(api.url, target, 100_000);
    const aborted = await pollUntil(
      async () => lines().filter((line) => /closed the connection|aborted/i.test(line.msg ?? '')),
      (found) => found.length === 3,
    );
    expect(aborted.every((line) => line.level === 'info')).toBe(true);
    expect(lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    expect(raw.filter((line) => /\n\s+at |\\n\s+at /.test(line))).toEqual([]);
  });
});
