import { randomUUID } from 'node:crypto';
import { connect as amqpConnect, type ChannelModel, type GetMessage } from 'amqplib';
import fc from 'fast-check';
import { connectAsync as mqttConnect } from 'mqtt';
import { connect as natsConnect, type NatsConnection } from 'nats';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { bearer, createTypedTenant, type EventDetail, ingest, pollUntil, waitForEvent } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const RABBIT = 'amqp://guest:guest@127.0.0.1:5672';
const NATS = 'nats://127.0.0.1:4222';
const MOSQUITTO = 'mqtt://127.0.0.1:1883';
const FINAL = new Set(['delivered', 'failed', 'dead_lettered']);

type Tenant = Awaited<ReturnType<typeof createTypedTenant>>;

/**
 * Broker destinations (docs/http.md, Broker destinations) against the real RabbitMQ, NATS
 * JetStream and Mosquitto of this machine: a consumer in the test receives each delivery and
 * verifies its signature; every exchange, queue, stream and topic is this test's own.
 */
describe('broker destinations: amqp, nats, mqtt', () => {
  let api: TestApp;
  let rabbit: ChannelModel;
  let nats: NatsConnection;

  beforeAll(async () => {
    // The credential property makes 150 API calls with one key in about a second: above the default
    // per-key burst (100), so a fast machine got 429s; the rate limit has a suite of its own.
    api = await startTestApp({ RETRY_SCHEDULE: '50ms,50ms', API_RATE_PER_SECOND: '10000', API_RATE_BURST: '10000' });
    rabbit = await amqpConnect(RABBIT);
    nats = await natsConnect({ servers: NATS });
  });

  afterAll(async () => {
    await rabbit?.close();
    await nats?.close();
    await api?.close();
  });

  function create(tenant: Tenant, body: object) {
    return request(api.url).post(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).send(body);
  }

  /** Ingests `{"type": eventType, ...}` with a sender header and waits until its delivery has ended. */
  async function deliverEvent(tenant: Tenant, eventType: string): Promise<EventDetail> {
    const accepted = await ingest(api.url, tenant.endpoint.token, JSON.stringify({ type: eventType, n: 1 }))
      .set('x-sender-header', 'forwarded')
      .expect(202);
    return waitForEvent(api.url, tenant.key, accepted.body.event_id, (event) => FINAL.has(event.status));
  }

  function verify(secret: string, body: Buffer, headers: Record<string, unknown>, eventId: string) {
    const strings = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
    expect(strings['webhook-id']).toBe(eventId);
    expect(() => new Webhook(secret).verify(body.toString('utf8'), strings)).not.toThrow();
    expect(strings['x-sender-header']).toBe('forwarded');
  }

  it('amqp: publishes with confirms to the exchange and the expanded routing key, persistent, signed, message_id the event id', async () => {
    const tenant = await createTypedTenant(api.url);
    const name = `hy-test-${randomUUID()}`;
    const channel = await rabbit.createChannel();
    try {
      await channel.assertExchange(name, 'direct', { autoDelete: false });
      await channel.assertQueue(name, { exclusive: true });
      await channel.bindQueue(name, name, `hooks.invoice.paid.${tenant.endpoint.id}`);
      const created = await create(tenant, {
        name: 'rabbit',
        type: 'amqp',
        url: RABBIT,
        exchange: name,
        routing_key: 'hooks.{event_type}.{endpoint_id}',
      }).expect(201);
      expect(created.body).toMatchObject({ type: 'amqp', url: 'amqp://guest:[redacted]@127.0.0.1:5672', exchange: name });

      const event = await deliverEvent(tenant, 'invoice.paid');
      expect(event.status).toBe('delivered');
      const [attempt] = event.delivery_attempts;
      expect(attempt).toMatchObject({ status: 'success', error_code: null, response_status: null });
      expect(JSON.parse(attempt.response_body!.data)).toMatchObject({
        confirm: 'ack',
        routing_key: `hooks.invoice.paid.${tenant.endpoint.id}`,
      });

      const message = await pollUntil(() => channel.get(name, { noAck: true }), Boolean, 5000);
      expect(message).toBeTruthy();
      const { properties, content } = message as GetMessage;
      expect(properties).toMatchObject({ messageId: event.event_id, contentType: 'application/json', deliveryMode: 2 });
      verify(created.body.signing_secret, content, properties.headers!, event.event_id);
    } finally {
      await channel.deleteExchange(name).catch(() => undefined);
      await channel.deleteQueue(name).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
  });

  it('amqp: an unroutable message (mandatory, no queue bound) fails as broker_refused and is retried, then dead-lettered', async () => {
    const tenant = await createTypedTenant(api.url);
    const name = `hy-test-${randomUUID()}`;
    const channel = await rabbit.createChannel();
    try {
      await channel.assertExchange(name, 'direct', { autoDelete: false });
      await create(tenant, { name: 'rabbit', type: 'amqp', url: RABBIT, exchange: name, routing_key: 'nobody' }).expect(201);
      const event = await deliverEvent(tenant, 'invoice.paid');
      expect(event.status).toBe('dead_lettered');
      expect(event.delivery_attempts).toHaveLength(3);
      for (const attempt of event.delivery_attempts) {
        expect(attempt).toMatchObject({ status: 'failed', error_code: 'broker_refused' });
        expect(attempt.error_message).toContain('NO_ROUTE');
      }
      // an unknown exchange: the broker closes the channel, with its reason
      const missing = await createTypedTenant(api.url);
      await create(missing, { name: 'none', type: 'amqp', url: RABBIT, exchange: `${name}-missing`, routing_key: 'x' }).expect(201);
      const lost = await deliverEvent(missing, 'a');
      expect(lost.delivery_attempts[0]).toMatchObject({ error_code: 'broker_refused' });
      expect(lost.delivery_attempts[0].error_message).toContain('NOT_FOUND');
    } finally {
      await channel.deleteExchange(name).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
  });

  it('nats: publishes to JetStream with Nats-Msg-Id the event id, so a replay is de-duplicated by the stream', async () => {
    const tenant = await createTypedTenant(api.url);
    const stream = `hy_test_${randomUUID().replace(/-/g, '')}`;
    const jsm = await nats.jetstreamManager();
    await jsm.streams.add({ name: stream, subjects: [`${stream}.>`], duplicate_window: 60_000_000_000 });
    try {
      const created = await create(tenant, { name: 'nats', type: 'nats', url: NATS, subject: `${stream}.{event_type}` }).expect(201);
      const event = await deliverEvent(tenant, 'order created');
      expect(event.status).toBe('delivered');
      expect(JSON.parse(event.delivery_attempts[0].response_body!.data)).toMatchObject({ stream, seq: 1, duplicate: false });

      const stored = await jsm.streams.getMessage(stream, { seq: 1 });
      expect(stored.subject).toBe(`${stream}.order_created`);
      expect(stored.header.get('Nats-Msg-Id')).toBe(event.event_id);
      const headers = Object.fromEntries([...stored.header.keys()].map((name) => [name.toLowerCase(), stored.header.get(name)]));
      verify(created.body.signing_secret, Buffer.from(stored.data), headers, event.event_id);

      await request(api.url).post(`/api/events/${event.event_id}/replay`).set(bearer(tenant.key)).expect(202);
      const replayed = await waitForEvent(
        api.url,
        tenant.key,
        event.event_id,
        (e) => e.delivery_attempts.length === 2 && FINAL.has(e.status),
      );
      const second = replayed.delivery_attempts.find((attempt) => attempt.job_id !== event.delivery_attempts[0].job_id)!;
      expect(second.status).toBe('success');
      expect(JSON.parse(second.response_body!.data)).toMatchObject({ duplicate: true, seq: 1 });
      expect((await jsm.streams.info(stream)).state.messages).toBe(1);
    } finally {
      await jsm.streams.delete(stream).catch(() => undefined);
    }
  });

  it('nats: a subject no stream takes fails as broker_refused', async () => {
    const tenant = await createTypedTenant(api.url);
    await create(tenant, { name: 'nats', type: 'nats', url: NATS, subject: `hy_nostream_${randomUUID()}` }).expect(201);
    const event = await deliverEvent(tenant, 'a');
    expect(event.delivery_attempts[0]).toMatchObject({ status: 'failed', error_code: 'broker_refused' });
    expect(event.delivery_attempts[0].error_message).toContain('no JetStream stream takes subject');
  });

  it('mqtt: publishes at QoS 1 to the expanded topic, headers as MQTT 5 user properties', async () => {
    const tenant = await createTypedTenant(api.url);
    const base = `hy-test/${randomUUID()}`;
    const subscriber = await mqttConnect(MOSQUITTO, { protocolVersion: 5, clientId: `hy-test-${randomUUID()}` });
    try {
      const received = new Promise<{ topic: string; payload: Buffer; properties: Record<string, unknown> }>((resolve) =>
        subscriber.on('message', (topic, payload, packet) =>
          resolve({ topic, payload, properties: packet.properties?.userProperties ?? {} }),
        ),
      );
      await subscriber.subscribeAsync(`${base}/#`, { qos: 1 });
      const created = await create(tenant, { name: 'mqtt', type: 'mqtt', url: MOSQUITTO, topic: `${base}/{event_type}/+x` }).expect(400);
      expect(created.body.errors[0].field).toBe('topic');
      const destination = await create(tenant, { name: 'mqtt', type: 'mqtt', url: MOSQUITTO, topic: `${base}/{event_type}` }).expect(201);
      const event = await deliverEvent(tenant, 'user/#signed+up');
      expect(event.status).toBe('delivered');
      const message = await received;
      expect(message.topic).toBe(`${base}/user/_signed_up`);
      verify(destination.body.signing_secret, message.payload, message.properties, event.event_id);
    } finally {
      await subscriber.endAsync(true);
    }
  });

  it.each([
    ['amqp', { url: 'amqp://guest:guest@127.0.0.1:1', exchange: 'x', routing_key: 'y' }],
    ['nats', { url: 'nats://127.0.0.1:1', subject: 'x' }],
    ['mqtt', { url: 'mqtt://127.0.0.1:1', topic: 'x' }],
  ])('%s: a closed port fails as connection_refused, retried', async (type, fields) => {
    const tenant = await createTypedTenant(api.url);
    await create(tenant, { name: type, type, ...fields }).expect(201);
    const event = await deliverEvent(tenant, 'a');
    expect(event.status).toBe('dead_lettered');
    expect(event.delivery_attempts.map((attempt) => attempt.error_code)).toEqual([
      'connection_refused',
      'connection_refused',
      'connection_refused',
    ]);
  });

  it('amqp: a refused login fails as broker_refused without the password in the message', async () => {
    const tenant = await createTypedTenant(api.url);
    const password = `wrong-${randomUUID()}`;
    await create(tenant, {
      name: 'r',
      type: 'amqp',
      url: `amqp://guest:${password}@127.0.0.1:5672`,
      exchange: '',
      routing_key: 'q',
    }).expect(201);
    const event = await deliverEvent(tenant, 'a');
    expect(event.delivery_attempts[0].error_code).toBe('broker_refused');
    expect(JSON.stringify(event)).not.toContain(password);
  });

  it('amqp: a changed password (the same URL, other sealed credentials) is used from the next delivery on, not the open connection', async () => {
    const tenant = await createTypedTenant(api.url);
    const queue = `hy-test-${randomUUID()}`;
    const channel = await rabbit.createChannel();
    try {
      await channel.assertQueue(queue, { exclusive: true });
      const created = await create(tenant, { name: 'r', type: 'amqp', url: RABBIT, exchange: '', routing_key: queue }).expect(201);
      const patchUrl = (url: string) =>
        request(api.url).patch(`/api/destinations/${created.body.id}`).set(bearer(tenant.key)).send({ url }).expect(200);
      expect((await deliverEvent(tenant, 'a')).status).toBe('delivered'); // the worker's connection is open

      const wrong = `wrong-${randomUUID()}`;
      await patchUrl(`amqp://guest:${wrong}@127.0.0.1:5672`);
      const refused = await deliverEvent(tenant, 'b');
      expect(refused.delivery_attempts[0]).toMatchObject({ status: 'failed', error_code: 'broker_refused' });
      expect(JSON.stringify(refused)).not.toContain(wrong);

      await patchUrl(RABBIT);
      expect((await deliverEvent(tenant, 'c')).status).toBe('delivered');
      const bodies: string[] = [];
      for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true }))
        bodies.push(JSON.parse(message.content.toString('utf8')).type);
      expect(bodies).toEqual(['a', 'c']);
    } finally {
      await channel.deleteQueue(queue).catch(() => undefined);
      await channel.close().catch(() => undefined);
    }
  });

  it('never answers a broker URL credential: created, read, listed, patched, nor stored in the url column', async () => {
    const tenant = await createTypedTenant(api.url);
    const schemes = { amqp: 'amqp', nats: 'nats', mqtt: 'mqtts' } as const;
    const fields = { amqp: { exchange: 'e', routing_key: 'k' }, nats: { subject: 's' }, mqtt: { topic: 't' } } as const;
    // Passwords of 12+ characters: too long to appear in an answer by chance.
    const password = fc.string({ minLength: 12, maxLength: 40, unit: 'grapheme' });
    const user = fc.string({ minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('amqp', 'nats', 'mqtt' as const), user, password, async (type, username, secret) => {
        const userinfo = `${encodeURIComponent(username)}:${encodeURIComponent(secret)}`;
        const url = `${schemes[type]}://${userinfo}@broker.example.test:5000`;
        const created = await create(tenant, { name: 'b', type, url, ...fields[type] }).expect(201);
        expect(created.body.url).toBe(`${schemes[type]}://${encodeURIComponent(username)}:[redacted]@broker.example.test:5000`);
        const id = created.body.id as string;
        const patched = await request(api.url)
          .patch(`/api/destinations/${id}`)
          .set(bearer(tenant.key))
          .send({ name: 'c', url })
          .expect(200);
        const read = await request(api.url).get(`/api/destinations/${id}`).set(bearer(tenant.key)).expect(200);
        const listed = await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200);
        const [row] = (await api.db.query(`SELECT url FROM destinations WHERE id = $1`, [id])) as { url: string }[];
        for (const shown of [created.body, patched.body, read.body, listed.body, row]) {
          const text = JSON.stringify(shown);
          expect(text).not.toContain(secret);
          expect(text).not.toContain(encodeURIComponent(secret));
        }
        await request(api.url).delete(`/api/destinations/${id}`).set(bearer(tenant.key)).expect(204);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses, with 400s naming the field, URLs and type fields that do not fit the type', async () => {
    const tenant = await createTypedTenant(api.url);
    const cases: [object, string][] = [
      [{ type: 'amqp', url: 'nats://127.0.0.1', exchange: 'e', routing_key: 'k' }, 'url'],
      [{ type: 'amqp', url: RABBIT, routing_key: 'k' }, 'exchange'],
      [{ type: 'amqp', url: RABBIT, exchange: 'bad name!', routing_key: 'k' }, 'exchange'],
      [{ type: 'nats', url: NATS, subject: 'a.*.b' }, 'subject'],
      [{ type: 'nats', url: NATS, subject: 'a.{event}' }, 'subject'],
      [{ type: 'nats', url: 'nats://127.0.0.1/path', subject: 'a' }, 'url'],
      [{ type: 'nats', url: NATS, subject: 'a', topic: 't' }, 'topic'],
      [{ type: 'mqtt', url: 'https://example.test/', topic: 't' }, 'url'],
      [{ type: 'http', url: 'https://example.test/', subject: 's' }, 'subject'],
      [{ type: 'http', url: RABBIT }, 'url'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(tenant, { name: 'd', ...body }).expect(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const nats = await create(tenant, { name: 'n', type: 'nats', url: NATS, subject: 's' }).expect(201);
    const patch = (body: object) => request(api.url).patch(`/api/destinations/${nats.body.id}`).set(bearer(tenant.key)).send(body);
    expect((await patch({ url: RABBIT }).expect(400)).body.errors[0].field).toBe('url');
    expect((await patch({ exchange: 'e' }).expect(400)).body.errors[0].field).toBe('exchange');
    expect((await patch({ subject: 'other.{event_type}' }).expect(200)).body.subject).toBe('other.{event_type}');
  });
});
