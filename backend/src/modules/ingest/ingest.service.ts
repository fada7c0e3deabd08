import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DataSource } from 'typeorm';
import { ulid } from 'ulid';
import { KeyRing } from '../../core/crypto/key-ring';
import { ENDPOINT_TOKEN_PATTERN, sha256 } from '../../core/crypto/tokens';
import { ProblemException } from '../../core/http/problem';
import { DeliveryQueue } from '../deliveries/delivery-queue.service';
import { payloadAad } from '../events/payload';

/** Headers never stored nor forwarded: credentials, hop-by-hop, and what the delivery sets itself. */
const DROPPED_HEADERS = new Set([
  'authorization',
  'cookie',
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'host',
]);

export interface IngestEndpoint {
  id: string;
  organization_id: string;
  project_id: string;
  enabled: boolean;
  rate_limit_per_second: number | null;
}

export interface Accepted {
  event_id: string;
  status: 'queued';
}

const invalidToken = () => new ProblemException(401, 'invalid_endpoint_token', 'The endpoint token is not valid.');

/** Event + encrypted payload + one job per active destination, in one statement (one transaction). */
const STORE_SQL = `
  WITH event AS (
    INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
                        payload_size_bytes, content_type, idempotency_key, received_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7, $8, $9, $10, $10)
    RETURNING id
  ), payload AS (
    INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext)
    SELECT id, $2, $11, $12, $13 FROM event
  )
  INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
  SELECT gen_random_uuid(), $2, event.id, destination.id, 'pending', 'ingest', $10, $10
    FROM event, destinations destination
   WHERE destination.endpoint_id = $4 AND destination.active AND destination.deleted_at IS NULL
  RETURNING id`;

@Injectable()
export class IngestService {
  private readonly logger = new Logger(IngestService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly keyRing: KeyRing,
    private readonly queue: DeliveryQueue,
  ) {}

  /** 401 for a malformed, unknown or rotated-away token alike; 403 for a disabled endpoint. */
  async authenticate(token: string): Promise<IngestEndpoint> {
    if (!ENDPOINT_TOKEN_PATTERN.test(token)) throw invalidToken();
    const [endpoint] = (await this.db.query(
      `SELECT id, organization_id, project_id, enabled, rate_limit_per_second FROM endpoints WHERE token_hash = $1`,
      [sha256(token)],
    )) as IngestEndpoint[];
    if (!endpoint) throw invalidToken();
    if (!endpoint.enabled) throw new ProblemException(403, 'endpoint_disabled', 'The endpoint is disabled.');
    return endpoint;
  }

  async store(endpoint: IngestEndpoint, body: Buffer, headers: IncomingHttpHeaders): Promise<Accepted> {
    const id = randomUUID();
    const eventId = `evt_${ulid()}`;
    const aad = payloadAad(endpoint.organization_id, id);
    const sealedBody = this.keyRing.seal(body, aad);
    const sealedHeaders = this.keyRing.seal(Buffer.from(JSON.stringify(forwardedHeaders(headers))), aad);
    const idempotencyKey = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : null;
    let jobs: { id: string }[];
    try {
      jobs = await this.db.query(STORE_SQL, [
        id,
        endpoint.organization_id,
        endpoint.project_id,
        endpoint.id,
        eventId,
        createHash('sha256').update(body).digest('hex'),
        body.length,
        headers['content-type'] ?? null,
        idempotencyKey,
        new Date(),
        sealedBody.keyId,
        sealedBody.blob,
        sealedHeaders.blob,
      ]);
    } catch (error) {
      this.logger.error(`storing an event of endpoint ${endpoint.id} failed: ${(error as Error).message}`);
      throw new ProblemException(500, 'storage_failure', 'The event could not be stored; send it again.');
    }
    void this.queue.enqueue(jobs.map((job) => ({ deliveryJobId: job.id, attemptNumber: 1 })));
    return { event_id: eventId, status: 'queued' };
  }
}

export function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}
