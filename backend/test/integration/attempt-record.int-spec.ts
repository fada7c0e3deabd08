import { createServer as createHttpServer, OutgoingHttpHeaders } from 'node:http';
import { AddressInfo, createServer as createTcpServer, Server, Socket } from 'node:net';
import request from 'supertest';
import { RetentionService } from '../../src/modules/events/retention.service';
import { bearer, createDestination, createTenant, EventDetail, ingest, waitForEvent } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

type Attempt = EventDetail['delivery_attempts'][number];

/** A loopback TCP server doing `onConnection` with every socket; closed after the suite. */
async function tcpServer(servers: Server[], onConnection: (socket: Socket) => void): Promise<number> {
  const server = createTcpServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A loopback HTTP server answering every request with `status`, `headers` and `body` (any bytes). */
async function httpServer(servers: Server[], status: number, headers: OutgoingHttpHeaders, body: Buffer): Promise<string> {
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  servers.push(server as unknown as Server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

const FINAL = new Set(['delivered', 'failed', 'dead_lettered']);

describe('what an attempt records (docs/http.md, Event detail: error_code, headers, body)', () => {
  let api: TestApp;
  const servers: Server[] = [];

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms' });
  });

  afterAll(async () => {
    for (const server of servers) {
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      server.close();
    }
    await api.close();
  });

  /** Sends one event to `destinationUrl` and answers its first attempt, once the event is final. */
  async function firstAttempt(destinationUrl: string, extra: object = {}): Promise<{ event: EventDetail; attempt: Attempt; key: string }> {
    const tenant = await createTenant(api.url);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, destinationUrl, extra);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"hello":"world"}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => FINAL.has(e.status), 20_000);
    return { event, attempt: event.delivery_attempts[0]!, key: tenant.key };
  }

  it('connection_refused: a closed port', async () => {
    const port = await tcpServer(servers, () => undefined);
    servers.pop()!.close();
    const { attempt } = await firstAttempt(`http://127.0.0.1:${port}/hook`);
    expect(attempt).toMatchObject({ status: 'error', error_code: 'connection_refused', response_headers: {}, response_body: null });
  });

  it('timeout: an answer that never comes within timeout_ms', async () => {
    const port = await tcpServer(servers, (socket) => socket.on('data', () => undefined));
    const { attempt } = await firstAttempt(`http://127.0.0.1:${port}/hook`, { timeout_ms: 1000 });
    expect(attempt).toMatchObject({ status: 'timeout', error_code: 'timeout', response_body: null });
  });

  it('connection_reset: the destination drops the connection mid-request', async () => {
    const port = await tcpServer(servers, (socket) => socket.once('data', () => socket.resetAndDestroy()));
    const { attempt } = await firstAttempt(`http://127.0.0.1:${port}/hook`);
    expect(attempt).toMatchObject({ status: 'error', error_code: 'connection_reset' });
  });

  it('invalid_response: the destination answers something that is not HTTP', async () => {
    const port = await tcpServer(servers, (socket) => socket.once('data', () => socket.end('HELLO THERE\r\n\r\n')));
    const { attempt } = await firstAttempt(`http://127.0.0.1:${port}/hook`);
    expect(attempt).toMatchObject({ status: 'error', error_code: 'invalid_response' });
  });

  it('tls_failure: https to a server that does not speak TLS', async () => {
    const url = await httpServer(servers, 200, {}, Buffer.alloc(0));
    const { attempt } = await firstAttempt(url.replace('http:', 'https:'));
    expect(attempt).toMatchObject({ status: 'error', error_code: 'tls_failure' });
  });

  it('redirect_refused: a 3xx is recorded with its Location, not followed', async () => {
    const url = await httpServer(servers, 307, { location: 'http://127.0.0.1:1/elsewhere' }, Buffer.alloc(0));
    const { attempt } = await firstAttempt(url);
    expect(attempt).toMatchObject({ status: 'failed', response_status: 307, error_code: 'redirect_refused', response_body: null });
    expect(attempt.response_headers.location).toBe('http://127.0.0.1:1/elsewhere');
  });

  it('http_status: a non-2xx JSON answer with its headers, without set-cookie and hop-by-hop ones', async () => {
    const body = JSON.stringify({ error: 'database is down', retry: true });
    const url = await httpServer(
      servers,
      503,
      {
        'content-type': 'application/json',
        'X-Request-Trace': 'abc123',
        'set-cookie': ['session=secret; HttpOnly'],
        connection: 'keep-alive, x-per-hop',
        'x-per-hop': 'dropped',
        'keep-alive': 'timeout=5',
      },
      Buffer.from(body),
    );
    const { event, attempt } = await firstAttempt(url);
    expect(attempt).toMatchObject({
      status: 'failed',
      response_status: 503,
      error_code: 'http_status',
      response_body: { encoding: 'utf8', data: body, size_bytes: body.length, truncated: false },
    });
    expect(attempt.response_headers).toMatchObject({ 'content-type': 'application/json', 'x-request-trace': 'abc123' });
    for (const name of ['set-cookie', 'connection', 'keep-alive', 'x-per-hop']) expect(attempt.response_headers).not.toHaveProperty(name);
    // What Hookyard sent, as sent.
    expect(attempt.request_headers).toMatchObject({
      'webhook-id': event.event_id,
      'content-type': 'application/json',
      'user-agent': expect.stringMatching(/^Hookyard\//),
      'webhook-signature': expect.stringMatching(/^v1,/),
      'webhook-timestamp': expect.stringMatching(/^\d+$/),
    });
    // Two attempts (one retry), then a dead letter that says where it was going.
    expect(event.delivery_attempts.map((a) => a.error_code)).toEqual(['http_status', 'http_status']);
    expect(event.dead_letters[0]).toMatchObject({ destination_name: 'test destination', destination_url: url });
    expect(event.delivery_jobs[0]).toMatchObject({ destination_name: 'test destination', destination_url: url });
  });

  it('a binary answer is kept as base64', async () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80, 0x9f, 0xc3]);
    const url = await httpServer(servers, 200, { 'content-type': 'application/octet-stream' }, bytes);
    const { attempt } = await firstAttempt(url);
    expect(attempt).toMatchObject({ status: 'success', error_code: null });
    expect(attempt.response_body).toEqual({
      encoding: 'base64',
      data: bytes.toString('base64'),
      size_bytes: bytes.length,
      truncated: false,
    });
  });

  it('keeps the first 8 KiB of a longer answer, and its whole size', async () => {
    const body = Buffer.from('é'.repeat(10_000)); // 20,000 bytes of two-byte characters
    const url = await httpServer(servers, 500, { 'content-type': 'text/plain; charset=utf-8' }, body);
    const { attempt } = await firstAttempt(url);
    expect(attempt.response_body).toMatchObject({ encoding: 'utf8', size_bytes: 20_000, truncated: true });
    expect(attempt.response_body!.data).toBe('é'.repeat(4096));

    // Past the 64 KiB Hookyard reads, the size is the declared Content-Length.
    const huge = await httpServer(servers, 500, { 'content-length': '200000' }, Buffer.alloc(200_000, 'a'));
    const { attempt: hugeAttempt } = await firstAttempt(huge);
    expect(hugeAttempt.response_body).toMatchObject({ encoding: 'utf8', size_bytes: 200_000, truncated: true });
    expect(hugeAttempt.response_body!.data === 'a'.repeat(8192)).toBe(true);
  });

  it('address_refused: the address policy refuses a loopback destination', async () => {
    const strict = await startTestApp({ ALLOW_PRIVATE_DESTINATIONS: 'false', RETRY_SCHEDULE: '50ms' });
    try {
      const url = await httpServer(servers, 200, {}, Buffer.alloc(0));
      const tenant = await createTenant(strict.url, url);
      const accepted = await ingest(strict.url, tenant.endpoint.token, '{}').expect(202);
      const event = await waitForEvent(strict.url, tenant.key, accepted.body.event_id, (e) => FINAL.has(e.status), 20_000);
      expect(event.delivery_attempts[0]).toMatchObject({ status: 'error', error_code: 'address_refused' });
    } finally {
      await strict.close();
    }
  });

  it('stores the answer encrypted, and retention destroys it with the payload', async () => {
    const marker = `answer-marker-${Date.now()}`;
    const url = await httpServer(servers, 500, { 'x-marker': marker }, Buffer.from(`{"detail":"${marker}"}`));
    const { event, attempt, key } = await firstAttempt(url);
    expect(attempt.response_body?.data).toContain(marker);
    expect(attempt.response_headers['x-marker']).toBe(marker);

    const rows: { key_id: string; ciphertext: Buffer }[] = await api.db.query(
      `SELECT key_id, ciphertext FROM delivery_attempt_details WHERE event_id = $1`,
      [event.id],
    );
    expect(rows).toHaveLength(event.delivery_attempts.length);
    for (const row of rows) {
      expect(row.key_id).toBe('k1');
      expect(row.ciphertext.includes(Buffer.from(marker))).toBe(false);
    }
    const [plain] = await api.db.query(`SELECT count(*)::int AS n FROM delivery_attempts WHERE event_id = $1 AND error_message LIKE $2`, [
      event.id,
      `%${marker}%`,
    ]);
    expect(plain.n).toBe(0);

    await api.db.query(`UPDATE events SET received_at = now() - interval '400 days' WHERE id = $1`, [event.id]);
    expect(await api.app.get(RetentionService).archive()).toBeGreaterThanOrEqual(1);
    const [left] = await api.db.query(`SELECT count(*)::int AS n FROM delivery_attempt_details WHERE event_id = $1`, [event.id]);
    expect(left.n).toBe(0);
    const archived = await request(api.url).get(`/api/events/${event.id}`).set(bearer(key)).expect(200);
    expect(archived.body.status).toBe('archived');
    expect(archived.body.delivery_attempts.map((a: Attempt) => [a.error_code, a.response_body, a.response_headers])).toEqual(
      event.delivery_attempts.map(() => ['http_status', null, {}]),
    );
  });
});
