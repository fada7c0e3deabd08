import { connect, headers as natsHeaders, type JetStreamClient, type NatsConnection } from 'nats';
import { BrokerError } from './broker-outcome';
import type { BrokerMessage, BrokerPublisher, BrokerTarget } from './publisher';

/**
 * NATS JetStream: one connection per destination (the client reconnects by itself). Each message is
 * published with `Nats-Msg-Id` = the event id, so a stream de-duplicates a redelivery within its
 * duplicate window; the stream's PubAck is success, and no stream for the subject is `broker_refused`.
 */
export class NatsPublisher implements BrokerPublisher {
  private readonly jetstream: JetStreamClient;

  private constructor(private readonly connection: NatsConnection) {
    this.jetstream = connection.jetstream();
  }

  static async open(target: BrokerTarget): Promise<NatsPublisher> {
    const credentials = target.credentials;
    const connection = await connect({
      servers: `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`,
      timeout: target.timeoutMs,
      name: 'hookyard',
      // Without it every publish builds two Errors with stack traces (a request's context, its timeout's)
      // that only lengthen the stack of a failure: a tenth of the worker's CPU per nats delivery.
      noAsyncTraces: true,
      ...(target.tls && { tls: {} }),
      ...(credentials &&
        (credentials.password === '' ? { token: credentials.username } : { user: credentials.username, pass: credentials.password })),
    });
    return new NatsPublisher(connection);
  }

  get usable(): boolean {
    return !this.connection.isClosed();
  }

  async publish(message: BrokerMessage): Promise<object> {
    const sent = natsHeaders();
    for (const [name, value] of Object.entries(message.headers)) sent.set(name, value);
    if (message.contentType) sent.set('content-type', message.contentType);
    try {
      const ack = await this.jetstream.publish(message.subject, message.body, { msgID: message.eventId, headers: sent });
      return { stream: ack.stream, seq: ack.seq, duplicate: ack.duplicate, subject: message.subject };
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (code === '503') throw new BrokerError('broker_refused', `no JetStream stream takes subject "${message.subject}"`);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.connection.close().catch(() => undefined);
  }
}
