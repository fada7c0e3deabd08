import { connectAsync, type MqttClient } from 'mqtt';
import { randomUUID } from 'node:crypto';
import { BrokerError } from './broker-outcome';
import type { BrokerMessage, BrokerPublisher, BrokerTarget } from './publisher';

/** PUBACK reason codes from 0x80 up are failures (MQTT 5, 3.4.2.1). */
const FAILURE_REASON = 0x80;

/**
 * MQTT 5: one client per destination, QoS 1 (the broker's PUBACK is success), the headers as user
 * properties and content-type as the content type. It does not reconnect by itself: a lost
 * connection is replaced by the pool on the next publish.
 */
export class MqttPublisher implements BrokerPublisher {
  private constructor(private readonly client: MqttClient) {
    client.on('error', () => undefined); // a failure shows in the publish it fails; the pool replaces the client
  }

  static async open(target: BrokerTarget): Promise<MqttPublisher> {
    const client = await connectAsync({
      protocol: target.tls ? 'mqtts' : 'mqtt',
      host: target.host,
      port: target.port,
      protocolVersion: 5,
      clientId: `hookyard-${randomUUID()}`,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: target.timeoutMs,
      ...(target.tls && { servername: target.host }),
      ...(target.credentials && { username: target.credentials.username, password: target.credentials.password }),
    });
    return new MqttPublisher(client);
  }

  get usable(): boolean {
    return this.client.connected;
  }

  async publish(message: BrokerMessage): Promise<object> {
    const packet = await this.client.publishAsync(message.topic, message.body, {
      qos: 1,
      properties: {
        userProperties: message.headers,
        ...(message.contentType && { contentType: message.contentType }),
      },
    });
    const reason = (packet as { reasonCode?: number } | undefined)?.reasonCode ?? 0;
    if (reason >= FAILURE_REASON) throw new BrokerError('broker_refused', `the broker refused the message: PUBACK reason ${reason}`);
    return { puback: reason, topic: message.topic };
  }

  async close(): Promise<void> {
    await this.client.endAsync(true).catch(() => undefined);
  }
}
