import { randomBytes } from 'node:crypto';
import request, { Response } from 'supertest';
import { createLogger, logStarted } from '../../src/core/logging/logger';
import {
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  PASSWORD,
  pollUntil,
  sessionHeaders,
  signup,
  waitForEvent,
} from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

interface LogLine {
  level: string;
  msg?: string;
  context?: string;
  request_id?: string;
  route?: string | null;
  status?: number;
  duration_ms?: number;
  organization_id?: string | null;
  outcome?: string;
  response_status?: number | null;
  [field: string]: unknown;
}

/** Every line a logger writes, kept in memory as written (raw) and parsed. */
function captureLogs() {
  const raw: string[] = [];
  return {
    raw,
    stream: { write: (chunk: string) => raw.push(...chunk.split('\n').filter(Boolean)) },
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
  };
}

describe('logs of a full flow', () => {
  const logs = captureLogs();
  const responseMarker = `answer-body-${randomBytes(12).toString('hex')}`;
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ LOG_LEVEL: 'debug' }, { logTo: logs.stream });
    let answered = 0;
    receiver = await startReceiver(() => ({ status: answered++ === 0 ? 500 : 200, body: responseMarker }));
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('has an access line per request and a line per delivery attempt, and none holds a secret or the payload', async () => {
    /** Each answer, with the route pattern and organization its access line must name. */
    const made: { res: Response; route: string | null; organizationId: string | null }[] = [];
    const track = async (route: string | null, organizationId: string | null, call: Promise<Response>) => {
      const res = await call;
      made.push({ res, route, organizationId });
      return res;
    };

    const session = await signup(api.url);
    const key = await createApiKey(api.url, session);
    const endpoint = await createEndpoint(api.url, key);
    const destination = await createDestination(api.url, key, endpoint.id, receiver.url);
    const org = session.organizationId;

    const payload = `{"card":"${randomBytes(16).toString('hex')}"}`;
    const senderCredential = `Basic ${randomBytes(12).toString('base64')}`;
    const accepted = await track(
      '/api/ingest/:endpointToken',
      org,
      request(api.url)
        .post(`/api/ingest/${endpoint.token}`)
        .set({ 'content-type': 'application/json', authorization: senderCredential, cookie: `sender=${senderCredential}` })
        .send(payload),
    );
    expect(accepted.status).toBe(202);
    const eventId = accepted.body.event_id as string;
    const delivered = await waitForEvent(api.url, key, eventId, (event) => event.status === 'delivered');
    expect(delivered.delivery_attempts.map((attempt) => attempt.response_status).sort()).toEqual([200, 500]);

    await track('/api/events/:eventId', org, request(api.url).get(`/api/events/${eventId}`).set(bearer(key)));
    await track('/api/events/:eventId/retry', org, request(api.url).post(`/api/events/${eventId}/retry`).set(sessionHeaders(session)));
    await track('/api/endpoints/:endpointId', org, request(api.url).get(`/api/endpoints/${endpoint.id}`).set(bearer(key)));
    const wrongPassword = `wrong-${randomBytes(12).toString('hex')}`;
    const failedLogin = await track(
      '/api/auth/login',
      null,
      request(api.url).post('/api/auth/login').send({ email: session.email, password: wrongPassword }),
    );
    expect(failedLogin.status).toBe(401);
    const unknownToken = `ep_${randomBytes(20).toString('hex')}`;
    await track('/api/ingest/:endpointToken', null, request(api.url).post(`/api/ingest/${unknownToken}`).send('x'));
    // No route serves GET there (405): the line names no route, and never the URL with its token.
    await track(null, null, request(api.url).get(`/api/ingest/${endpoint.token}`));

    // Access lines are written once the answer has gone out: wait for the last ones.
    const ids = made.map(({ res }) => String(res.headers['x-request-id']));
    await pollUntil(
      async () => logs.lines().filter((line) => ids.includes(line.request_id ?? '') && line.status !== undefined).length,
      (count) => count >= ids.length,
    );
    const lines = logs.lines();

    for (const { res, route, organizationId } of made) {
      const access = lines.filter((line) => line.request_id === res.headers['x-request-id'] && line.status !== undefined);
      expect(access).toEqual([
        expect.objectContaining({ route, status: res.status, duration_ms: expect.any(Number), organization_id: organizationId }),
      ]);
    }
    expect(lines.find((line) => line.request_id === accepted.headers['x-request-id'])?.level).toBe('debug');
    expect(lines.filter((line) => line.outcome !== undefined)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'info', outcome: 'failed', response_status: 500, destination_id: destination.id }),
        expect.objectContaining({ level: 'debug', outcome: 'success', response_status: 200, event_id: eventId }),
      ]),
    );

    const cookieValue = session.cookie.split('=')[1];
    const secrets = {
      password: PASSWORD,
      wrongPassword,
      cookieValue,
      csrf: session.csrf,
      key,
      keyBody: key.slice(12),
      endpointToken: endpoint.token,
      unknownToken,
      signingSecret: destination.secret,
      signingKey: destination.secret.replace(/^whsec_/, ''),
      payload,
      payloadBytes: payload.slice(9, -2),
      senderCredential,
      responseBody: responseMarker,
    };
    expect(logs.raw.length).toBeGreaterThan(made.length);
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, lines: logs.raw.filter((line) => line.includes(secret)) }).toEqual({ name, lines: [] });
    }
  });
});

describe('a quiet start', () => {
  it('writes nothing at info while booting (no line per route or module); the entry point adds one start line', async () => {
    const logs = captureLogs();
    const api = await startTestApp({ LOG_LEVEL: 'info' }, { logTo: logs.stream });
    try {
      // Only warnings about the environment (autovacuum-check.int-spec checks that one) may come.
      const startUpWarning = (line: LogLine) => line.context === 'AutovacuumCheck';
      expect(logs.lines().filter((line) => !startUpWarning(line))).toEqual([]);
      const where = new URL(api.config.databaseUrl);
      const config = { ...api.config, databaseUrl: `postgres://hookyard:s3cret-pw@${where.host}${where.pathname}?password=s3cret-pw` };
      logStarted(await createLogger(api.config, logs.stream), config, 'api', 3000);
      expect(logs.lines().filter((line) => !startUpWarning(line))).toEqual([
        expect.objectContaining({
          level: 'info',
          role: 'api',
          port: 3000,
          version: expect.any(String),
          redis_prefix: api.config.redisPrefix,
        }),
      ]);
      expect(logs.lines().filter((line) => !startUpWarning(line))[0].database).toBe(`postgres://${where.host}${where.pathname}`);
      expect(logs.raw.join('\n')).not.toContain('s3cret-pw');
    } finally {
      await api.close();
    }
  });
});
