import type { BrokerCredentials } from '../../endpoints/broker-destination';

/** Where and as whom a publisher connects. */
export interface BrokerTarget {
  host: string;
  port: number;
  tls: boolean;
  /** The URL's path (amqp: the vhost). */
  path: string;
  credentials: BrokerCredentials | null;
  /** How long the connection may take to open. */
  timeoutMs: number;
}

/** One message to publish: the signed webhook's body and headers, and where it goes (the type fields expanded). */
export interface BrokerMessage {
  eventId: string;
  body: Buffer;
  contentType: string | null;
  /** Every header but content-type, names in lower case. */
  headers: Record<string, string>;
  exchange: string;
  routingKey: string;
  subject: string;
  topic: string;
}

/**
 * A connection to one destination's broker, kept and reused for its deliveries. `publish` resolves
 * with the broker's acknowledgement (recorded as the attempt's answer) and rejects when the broker
 * refuses (a BrokerError) or the connection fails.
 */
export interface BrokerPublisher {
  publish(message: BrokerMessage): Promise<object>;
  /** False once the connection is lost: the pool opens another. */
  readonly usable: boolean;
  close(): Promise<void>;
}
