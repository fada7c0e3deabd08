import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import { BrokerError } from './broker-outcome';
import type { BrokerMessage, BrokerPublisher, BrokerTarget } from './publisher';

/**
 * RabbitMQ (AMQP 0-9-1): one connection and one confirm channel per destination. Messages are
 * persistent and `mandatory`: a message no queue is bound for comes back (basic.return, before its
 * confirm) and fails as `broker_refused`, as does a nack or a channel the broker closes (an unknown
 * exchange). A closed channel is opened again on the next publish.
 */
export class AmqpPublisher implements BrokerPublisher {
  private channel: Promise<ConfirmChannel> | null = null;
  private lost = false;
  /** Why the broker closed the channel, for the confirms it fails. */
  private channelError: string | null = null;
  /** Message ids the broker returned as unroutable, with the reason; taken by their confirm. */
  private readonly returned = new Map<string, string>();

  private constructor(private readonly model: ChannelModel) {
    model.on('close', () => (this.lost = true));
    model.on('error', () => (this.lost = true));
  }

  static async open(target: BrokerTarget): Promise<AmqpPublisher> {
    const vhost = target.path === '' || target.path === '/' ? '/' : decodeURIComponent(target.path.slice(1));
    const model = await connect(
      {
        protocol: target.tls ? 'amqps' : 'amqp',
        hostname: target.host,
        port: target.port,
        vhost,
        heartbeat: 30,
        ...(target.credentials && { username: target.credentials.username, password: target.credentials.password }),
      },
      { timeout: target.timeoutMs, ...(target.tls && { servername: target.host }) },
    );
    return new AmqpPublisher(model);
  }

  get usable(): boolean {
    return !this.lost;
  }

  async publish(message: BrokerMessage): Promise<object> {
    const channel = await this.openChannel();
    const { exchange, routingKey, eventId } = message;
    return new Promise((resolve, reject) => {
      channel.publish(
        exchange,
        routingKey,
        message.body,
        {
          persistent: true,
          mandatory: true,
          messageId: eventId,
          timestamp: Math.floor(Date.now() / 1000),
          headers: message.headers,
          ...(message.contentType && { contentType: message.contentType }),
        },
        (error: unknown) => {
          const returned = this.returned.get(eventId);
          this.returned.delete(eventId);
          if (returned) reject(new BrokerError('broker_refused', returned));
          else if (error) reject(new BrokerError('broker_refused', this.channelError ?? 'the broker did not confirm the message (nack)'));
          else resolve({ confirm: 'ack', exchange, routing_key: routingKey });
        },
      );
    });
  }

  async close(): Promise<void> {
    this.lost = true;
    await this.model.close().catch(() => undefined);
  }

  private openChannel(): Promise<ConfirmChannel> {
    this.channel ??= this.model.createConfirmChannel().then((channel) => {
      this.channelError = null;
      channel.on('error', (error: Error) => (this.channelError = error.message));
      channel.on('close', () => (this.channel = null));
      channel.on(
        'return',
        (returned: {
          fields: { replyCode: number; replyText: string; exchange: string; routingKey: string };
          properties: { messageId?: string };
        }) => {
          const { replyCode, replyText, exchange, routingKey } = returned.fields;
          const id = returned.properties.messageId;
          if (id) this.returned.set(id, `unroutable: ${replyCode} ${replyText} (exchange "${exchange}", routing key "${routingKey}")`);
        },
      );
      return channel;
    });
    const opening = this.channel;
    opening.catch(() => (this.channel = null));
    return opening;
  }
}
