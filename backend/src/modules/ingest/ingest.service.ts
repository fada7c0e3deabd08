import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ulid } from 'ulid';
import { Generations } from '../../core/cache/generations';
import { VerifiedCache } from '../../core/cache/verified-cache';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { SqlExecutor, statement } from '../../core/database/sql';
import { ENDPOINT_TOKEN_PATTERN, sha256, sha256Hex } from '../../core/crypto/tokens';
import { ProblemException, problems } from '../../core/http/problem';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { RateLimitDecision, TokenBucket, UNCONFIRMED } from '../../core/rate-limit/token-bucket';
import { DeliveryQueue } from '../deliveries/delivery-queue.service';
import { forwardableHeaders } from '../deliveries/forwarded-headers';
import { MicroBatch } from '../deliveries/micro-batch';
import type { EventStatus } from '../events/event.entity';
import { payloadAad } from '../events/payload';
import { StatsCounter } from '../stats/stats-counter';
import { SenderVerification } from '../verification/sender-verification';
import type { Verifier } from '../verification/verifiers';

const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const IDEMPOTENCY_LOCK_MS = 30_000;

export interface IngestEndpoint {
  id: string;
  organization_id: string;
  project_id: string;
  enabled: boolean;
  rate_limit_per_second: number | null;
  /** Sender verification, secrets decrypted (cached with the endpoint); null when it has none. */
  verifier?: Verifier | null;
}

/** An ingest that passed the token, enabled and rate-limit checks (or was refused 429 by the last). */
export interface Admission {
  endpoint: IngestEndpoint;
  decision: RateLimitDecision;
}

export interface IngestAnswer {
  replayed: boolean;
  event_id: string;
  status: EventStatus;
}

const invalidToken = () => new ProblemException(401, 'invalid_endpoint_token', 'The endpoint token is not valid.');

/** Enabled endpoints an instance keeps by token hash; each use is confirmed against Redis first. */
const ENDPOINT_CACHE_SIZE = 10_000;
/** Attempts with the cache before one request falls back to PostgreSQL alone (a change per attempt). */
const CACHE_ATTEMPTS = 3;

/** SQL: whether the endpoint (an expression of the statement) has an active destination. */
const hasActiveDestination = (endpoint: string) =>
  `EXISTS (SELECT 1 FROM destinations d WHERE d.endpoint_id = ${endpoint} AND d.active AND d.deleted_at IS NULL)`;

/**
 * CONTRACT §4: an event accepted while its endpoint has no active destination is answered `queued`
 * and dead-lettered (`no_active_destinations`), here at once, in the statement that stores it: the
 * same snapshot that finds no destination for its jobs. Nothing else ever leaves an event without jobs.
 */
const NO_DESTINATION_DEAD_LETTER = `
    INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
    SELECT gen_random_uuid(), event.organization_id, event.id, NULL, NULL, 'no_active_destinations',
           'the endpoint had no active destination when the event arrived', 0, now()
      FROM event WHERE event.status = 'dead_lettered'`;

/**
 * The idempotency claim, the event, its encrypted payload and one job per active destination, in
 * one statement (so one transaction). With an Idempotency-Key, the event is written only if the
 * key was free (or expired); a concurrent request with the same key waits on the key's row and
 * then writes nothing.
 */
const STORE = statement(
  'ingest_store',
  `
  WITH claim AS (
    INSERT INTO idempotency_keys (endpoint_id, key, organization_id, payload_sha256, event_id, expires_at)
    SELECT $4, $9, $2, $6, $1, $10::timestamptz + interval '24 hours' WHERE $9::text IS NOT NULL
    ON CONFLICT (endpoint_id, key) DO UPDATE
       SET payload_sha256 = EXCLUDED.payload_sha256, event_id = EXCLUDED.event_id, expires_at = EXCLUDED.expires_at
     WHERE idempotency_keys.expires_at <= now()
    RETURNING 1
  ), event AS (
    INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
                        payload_size_bytes, content_type, idempotency_key, received_at, updated_at)
    SELECT $1, $2, $3, $4, $5,
           CASE WHEN ${hasActiveDestination('$4')} THEN 'queued' ELSE 'dead_lettered' END,
           $6, $7, $8, $9, $10, $10
     WHERE $9::text IS NULL OR EXISTS (SELECT 1 FROM claim)
    RETURNING id, organization_id, status
  ), payload AS (
    INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext)
    SELECT id, $2, $11, $12, $13 FROM event
  ), orphan AS (${NO_DESTINATION_DEAD_LETTER}
  ), jobs AS (
    INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
    SELECT gen_random_uuid(), $2, event.id, destination.id, 'pending', 'ingest', $10, $10
      FROM event, destinations destination
     WHERE destination.endpoint_id = $4 AND destination.active AND destination.deleted_at IS NULL
    RETURNING id, destination_id
  )
  SELECT EXISTS (SELECT 1 FROM event) AS stored,
         COALESCE((SELECT json_agg(json_build_object('id', id, 'destination_id', destination_id)) FROM jobs), '[]') AS jobs`,
);

/**
 * STORE for many ingests without an Idempotency-Key at once: their events, payloads and jobs in one
 * statement, so one transaction and one commit for all of them (each event still whole or absent).
 * One row per job. The jobs are queued together, as one BullMQ job whose id ($13) each of them
 * keeps in queue_batch_id.
 */
const STORE_MANY = statement(
  'ingest_store_many',
  `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::int[], $8::text[],
                         $9::timestamptz[], $10::text[], $11::bytea[], $12::bytea[])
      AS t(id, organization_id, project_id, endpoint_id, event_id, payload_sha256, payload_size_bytes, content_type,
           received_at, key_id, body_ciphertext, headers_ciphertext)
  ), event AS (
    INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256,
                        payload_size_bytes, content_type, idempotency_key, received_at, updated_at)
    SELECT id, organization_id, project_id, endpoint_id, event_id,
           CASE WHEN ${hasActiveDestination('input.endpoint_id')} THEN 'queued' ELSE 'dead_lettered' END,
           payload_sha256, payload_size_bytes, content_type, NULL, received_at, received_at
      FROM input
    RETURNING id, organization_id, endpoint_id, status, received_at
  ), payload AS (
    INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext)
    SELECT event.id, event.organization_id, input.key_id, input.body_ciphertext, input.headers_ciphertext
      FROM event JOIN input ON input.id = event.id
  ), orphan AS (${NO_DESTINATION_DEAD_LETTER}
  )
  INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, queue_batch_id, created_at, updated_at)
  SELECT gen_random_uuid(), event.organization_id, event.id, destination.id, 'pending', 'ingest', $13::uuid, event.received_at, event.received_at
    FROM event JOIN destinations destination
      ON destination.endpoint_id = event.endpoint_id AND destination.active AND destination.deleted_at IS NULL
  RETURNING id, destination_id`,
);

/**
 * Ingests without an Idempotency-Key stored together: up to 64 per statement, 4 statements at a time
 * (of the pool's connections); what arrives meanwhile waits for the next. A lone ingest waits one
 * turn of the event loop and goes alone, through STORE.
 */
const STORE_BATCH = { maxSize: 64, maxInFlight: 4 };

/** One ingest's row values, in STORE's parameter order ($1 … $13; $9, the Idempotency-Key, is null here). */
interface StoreInput {
  values: unknown[];
}

interface StoredJob {
  id: string;
  destination_id: string;
}

/** What the batch answers each ingest: its jobs still to queue (none when stored and queued with others), or why it was not stored. */
type StoreOutcome = { jobs: StoredJob[] } | { error: Error };

const ENDPOINT_BY_TOKEN = statement(
  'ingest_endpoint_by_token',
  `SELECT id, organization_id, project_id, enabled, rate_limit_per_second FROM endpoints WHERE token_hash = $1 AND purpose = 'ingest'`,
);

/**
 * ulid()'s default generator asks the system for one random byte per character (16 calls per id);
 * this draws the same bytes from a buffer refilled 4 KiB at a time.
 */
let randomPool = randomBytes(4096);
let randomOffset = 0;
function pooledRandom(): number {
  if (randomOffset === randomPool.length) {
    randomPool = randomBytes(4096);
    randomOffset = 0;
  }
  return randomPool[randomOffset++] / 256;
}

@Injectable()
export class IngestService {
  private readonly logger = new Logger(IngestService.name);
  private readonly cache: VerifiedCache<IngestEndpoint>;
  private readonly stores = new MicroBatch<StoreInput, StoreOutcome>((inputs) => this.storeMany(inputs), STORE_BATCH);

  constructor(
    private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly keyRing: KeyRing,
    private readonly queue: DeliveryQueue,
    private readonly bucket: TokenBucket,
    private readonly generations: Generations,
    private readonly verification: SenderVerification,
    private readonly stats: StatsCounter,
  ) {
    this.cache = new VerifiedCache({ ttlMs: config.credentialCacheTtlMs, maxEntries: ENDPOINT_CACHE_SIZE });
  }

  /**
   * CONTRACT §3's first three checks: token (401), endpoint enabled (403), rate limit (the caller
   * answers 429). 401 for a malformed, unknown or rotated-away token alike, in body and in timing
   * class: every token not in the cache is hashed and looked up in PostgreSQL.
   *
   * Enabled endpoints are cached per instance by token hash, with the generation marker read before
   * the row; a hit is used only when the rate-limit script confirms the marker in the same round
   * trip. Unconfirmed (the endpoint changed, or Redis did not answer): the entry is dropped and the
   * endpoint read again, so a rotation, a disable or a new rate limit holds on the very next request
   * on every instance, and a Redis outage means PostgreSQL (and failing open on the limit) as before.
   */
  async admit(token: string): Promise<Admission> {
    const tokenHash = sha256(token);
    const cacheKey = tokenHash.toString('latin1');
    for (let attempt = 0; attempt < CACHE_ATTEMPTS && this.cache.enabled; attempt++) {
      const entry = this.cache.get(cacheKey) ?? (await this.load(tokenHash, token, cacheKey));
      if (entry.generation === null) return { endpoint: entry.value, decision: await this.rateLimit(entry.value) };
      const { rate, burst } = this.limits(entry.value);
      const decision = await this.bucket.takeIfCurrent('ingest', entry.value.id, rate, burst, {
        key: this.generations.key('endpoint', entry.value.id),
        generation: entry.generation,
      });
      if (decision !== UNCONFIRMED) return { endpoint: entry.value, decision };
      this.cache.delete(cacheKey);
    }
    const endpoint = await this.findEndpoint(tokenHash, token);
    return { endpoint, decision: await this.rateLimit(endpoint) };
  }

  /**
   * Marker first, row second, then cached: a change committed between the two reads bumps the marker
   * after the row was read, so the entry can only look stale. Without Redis: the row, uncached.
   */
  private async load(tokenHash: Buffer, token: string, cacheKey: string): Promise<{ value: IngestEndpoint; generation: string | null }> {
    const found = await this.findEndpoint(tokenHash, token);
    let generation: string;
    try {
      generation = (await this.generations.current('endpoint', found.id)).generation;
    } catch {
      return { value: found, generation: null };
    }
    return this.cache.set(cacheKey, await this.findEndpoint(tokenHash, token), generation);
  }

  /** 401 unless the token is well-formed and known, 403 when its endpoint is disabled; with its verifier. */
  private async findEndpoint(tokenHash: Buffer, token: string): Promise<IngestEndpoint> {
    const {
      rows: [endpoint],
    } = await this.sql.run<IngestEndpoint>(ENDPOINT_BY_TOKEN, [tokenHash]);
    if (!endpoint || !ENDPOINT_TOKEN_PATTERN.test(token)) throw invalidToken();
    if (!endpoint.enabled) throw new ProblemException(403, 'endpoint_disabled', 'The endpoint is disabled.');
    endpoint.verifier = await this.verification.verifierFor(endpoint.organization_id, endpoint.id);
    return endpoint;
  }

  /** The endpoint's token bucket: its own r/s with a burst of 2r, or the defaults. */
  private limits(endpoint: IngestEndpoint): { rate: number; burst: number } {
    const rate = endpoint.rate_limit_per_second ?? this.config.ingestRatePerSecond;
    const burst = endpoint.rate_limit_per_second ? 2 * endpoint.rate_limit_per_second : this.config.ingestRateBurst;
    return { rate, burst };
  }

  private rateLimit(endpoint: IngestEndpoint): Promise<RateLimitDecision> {
    const { rate, burst } = this.limits(endpoint);
    return this.bucket.take('ingest', endpoint.id, rate, burst);
  }

  /** Checks the Idempotency-Key, then stores (or answers the earlier event of the same key). */
  async accept(endpoint: IngestEndpoint, body: Buffer, headers: IncomingHttpHeaders): Promise<IngestAnswer> {
    const key = idempotencyKey(headers['idempotency-key']);
    const hash = sha256Hex(body);
    if (key === null) return this.store(endpoint, body, hash, headers, null);

    const earlier = await this.findIdempotent(endpoint.id, key, hash);
    if (earlier) return earlier;
    const lock = `${this.config.redisPrefix}:idem:${endpoint.id}:${sha256Hex(key)}`;
    const locked = await this.redis.set(lock, '1', 'PX', IDEMPOTENCY_LOCK_MS, 'NX').catch(() => 'unavailable');
    if (locked === null) {
      throw new ProblemException(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.');
    }
    try {
      const answer = await this.store(endpoint, body, hash, headers, key);
      if (answer.event_id) return answer;
      const winner = await this.findIdempotent(endpoint.id, key, hash);
      if (!winner)
        throw new ProblemException(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.');
      return winner;
    } finally {
      if (locked === 'OK') this.redis.del(lock).catch(() => undefined);
    }
  }

  /**
   * One of Hookyard's own events (issue #17 operational webhooks), stored on the organization's
   * notifications endpoint like an ingest and delivered by the same engine; not counted as received.
   */
  async storeNotification(endpoint: IngestEndpoint, body: Buffer): Promise<string> {
    const answer = await this.store(endpoint, body, sha256Hex(body), { 'content-type': 'application/json' }, null, false);
    return answer.event_id;
  }

  private async findIdempotent(endpointId: string, key: string, hash: string): Promise<IngestAnswer | null> {
    const {
      rows: [row],
    } = await this.sql.query<{ payload_sha256: string; event_id: string; status: EventStatus }>(
      `SELECT k.payload_sha256, e.event_id, e.status FROM idempotency_keys k JOIN events e ON e.id = k.event_id
        WHERE k.endpoint_id = $1 AND k.key = $2 AND k.expires_at > now()`,
      [endpointId, key],
    );
    if (!row) return null;
    if (row.payload_sha256 !== hash) {
      throw new ProblemException(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different payload.');
    }
    return { replayed: true, event_id: row.event_id, status: row.status };
  }

  /** Returns an empty event_id when an Idempotency-Key claim lost to a concurrent request. */
  private async store(
    endpoint: IngestEndpoint,
    body: Buffer,
    hash: string,
    headers: IncomingHttpHeaders,
    key: string | null,
    counted = true,
  ): Promise<IngestAnswer> {
    const id = randomUUID();
    const eventId = `evt_${ulid(undefined, pooledRandom)}`;
    const aad = payloadAad(endpoint.organization_id, id);
    const sealedBody = this.keyRing.seal(body, aad);
    const sealedHeaders = this.keyRing.seal(Buffer.from(JSON.stringify(forwardableHeaders(headers))), aad);
    const values = [
      id,
      endpoint.organization_id,
      endpoint.project_id,
      endpoint.id,
      eventId,
      hash,
      body.length,
      headers['content-type'] ?? null,
      key,
      new Date(),
      sealedBody.keyId,
      sealedBody.blob,
      sealedHeaders.blob,
    ];
    let jobs: StoredJob[];
    try {
      if (key === null) {
        const outcome = await this.stores.submit({ values });
        if ('error' in outcome) throw outcome.error;
        jobs = outcome.jobs;
      } else {
        const {
          rows: [result],
        } = await this.sql.run<{ stored: boolean; jobs: StoredJob[] }>(STORE, values);
        if (!result.stored) return { replayed: false, event_id: '', status: 'queued' };
        jobs = result.jobs;
      }
    } catch (error) {
      this.logger.error(`storing an event of endpoint ${endpoint.id} failed: ${(error as Error).message}`);
      throw new ProblemException(500, 'storage_failure', 'The event could not be stored; send it again.');
    }
    void this.queue.enqueue(jobs.map((job) => ({ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: 1 })));
    if (counted) this.stats.received({ organizationId: endpoint.organization_id, projectId: endpoint.project_id, endpointId: endpoint.id });
    return { replayed: false, event_id: eventId, status: 'queued' };
  }

  /**
   * A batch of ingests without an Idempotency-Key: alone through STORE, together through STORE_MANY,
   * whose jobs are queued here as one BullMQ job (so each ingest has none left to queue). When the
   * batch's statement fails, each is stored again on its own, so an error (a row the database
   * refuses, an endpoint deleted meanwhile) answers only its own ingest.
   */
  private async storeMany(inputs: StoreInput[]): Promise<StoreOutcome[]> {
    if (inputs.length > 1) {
      const columns = Array.from({ length: 13 }, (_, index) => inputs.map((input) => input.values[index]));
      columns.splice(8, 1); // the Idempotency-Key, null for all of them
      const queueBatchId = randomUUID();
      let rows: StoredJob[] | undefined;
      try {
        rows = (await this.sql.run<StoredJob>(STORE_MANY, [...columns, queueBatchId])).rows;
      } catch {
        // each on its own below
      }
      if (rows) {
        void this.queue.enqueueBatch(
          queueBatchId,
          rows.map((row) => ({ deliveryJobId: row.id, destinationId: row.destination_id })),
        );
        return inputs.map(() => ({ jobs: [] }));
      }
    }
    return Promise.all(
      inputs.map(async (input): Promise<StoreOutcome> => {
        try {
          const {
            rows: [result],
          } = await this.sql.run<{ stored: boolean; jobs: StoredJob[] }>(STORE, input.values);
          return { jobs: result.jobs };
        } catch (error) {
          return { error: error as Error };
        }
      }),
    );
  }
}

/** `null` without the header; 400 when it is not 1–255 printable ASCII characters. */
function idempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw problems.validation(
      [{ field: 'Idempotency-Key', message: 'must be 1-255 printable ASCII characters' }],
      'The Idempotency-Key header is malformed.',
    );
  }
  return value;
}
