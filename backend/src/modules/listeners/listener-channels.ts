/**
 * The listener protocol over Redis (docs/cli.md, How `listen` works): the api process that holds a
 * CLI's stream keeps the destination's presence key alive and subscribes to its deliveries channel;
 * a worker that delivers to the destination publishes there and waits for the reply that the CLI
 * posts (to any api process) on the replies channel. Pub/sub carries no state: a message nobody
 * hears is a delivery that times out and is retried.
 */
export function listenerNames(redisPrefix: string) {
  return {
    /** A string key: the stream holding the destination, as {@link ListenerPresence} JSON; it expires unless renewed. */
    presence: (destinationId: string) => `${redisPrefix}:listener:{${destinationId}}`,
    /** The channel of a destination's deliveries ({@link ListenerDelivery}). */
    deliveries: (destinationId: string) => `${redisPrefix}:listener:{${destinationId}}:deliveries`,
    /** The channel every worker hears: the CLIs' replies ({@link ListenerReply}). */
    replies: `${redisPrefix}:listener-replies`,
    /** The channel every worker hears: a stream opened ({@link ListenerConnected}), so deliveries waiting for a retry go now. */
    connected: `${redisPrefix}:listener-connected`,
  };
}

/** How long a presence lasts without renewal, and how often its holder renews it. */
export const PRESENCE_TTL_MS = 15_000;
export const PRESENCE_RENEW_MS = 5_000;

/** Who holds a listener destination's stream. */
export interface ListenerPresence {
  stream_id: string;
  /** The name the CLI gave (`--name`, by default user@host). */
  client: string;
  since: string;
}

/** One delivery for the CLI to send to its local URL: the signed request as Hookyard would POST it. */
export interface ListenerDelivery {
  /** The request's id, which its reply carries. */
  id: string;
  event_id: string;
  event_type: string | null;
  method: string;
  headers: Record<string, string>;
  body_base64: string;
}

/** What the local receiver answered (status, headers, the first 8 KiB of its body), or why it could not be reached. */
export interface ListenerReply {
  id: string;
  destination_id: string;
  status: number | null;
  headers: Record<string, string>;
  body_base64: string | null;
  /** The whole body's size as the CLI read it. */
  body_size_bytes: number;
  duration_ms: number;
  /** Set when the local URL could not be reached (the CLI's error, e.g. "connect ECONNREFUSED 127.0.0.1:4000"). */
  error: string | null;
}

export interface ListenerConnected {
  destination_id: string;
  organization_id: string;
}
