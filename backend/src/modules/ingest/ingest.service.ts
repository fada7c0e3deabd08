import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../../core/queue/redis';
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ulid } from 'ulid';
import { ConfirmedCredentials } from '../../core/cache/confirmed-credentials';
import { Generations } from '../../core/cache/generations';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { ENDPOINT_TOKEN_PATTERN, sha256, sha256Hex } from '../../core/crypto/tokens';
import { ProblemException, problems } from '../../core/http/problem';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { RateLimitDecision, TokenBucket } from '../../core/rate-limit/token-bucket';
import { forwardableHeaders } from '../../core/http/forwarded-headers';
import { MicroBatch } from '../../core/concurrency/micro-batch';
import type { EventStatus } from '../events/event.entity';
import { eventTypeReader } from '../endpoints/event-type-source';
import { effectiveEventTypeSource } from '../verification/provider-event-types';
import { payloadAad } from '../events/payload';
import { activeTraceparent, SpanKind, tracer } from '../../core/tracing/tracing';
import { StatsCounter } from '../stats/stats-counter';
import { SenderVerification } from '../verification/sender-verification';
import { IngestEndpoint, IngestRepository, IngestRow } from './ingest.repository';

const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const IDEMPOTENCY_LOCK_MS = 30_000;

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

/**
 * Ingests without an Idempotency-Key stored together: up to 64 per statement, 4 statements at a time
 * (of the pool's connections); what arrives meanwhile waits for the next. A lone ingest waits one
 * turn of the event loop and goes alone, through STORE.
 */
const STORE_BATCH = { maxSize: 64, maxInFlight: 4 };

/** One ingest to store with others (no Idempotency-Key). */
interface StoreInput {
  organizationId: string;
  row: IngestRow;
}

/** What the batch answers each ingest: stored (alone or with others), or why it was not. */
type StoreOutcome = { batched: boolean } | { error: Error };

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
  private readonly endpoints: ConfirmedCredentials<IngestEndpoint>;
  private readonly stores = new MicroBatch<StoreInput, StoreOutcome>((inputs) => this.storeMany(inputs), STORE_BATCH);

  constructor(
    private readonly repository: IngestRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    private readonly keyRing: KeyRing,
    bucket: TokenBucket,
    generations: Generations,
    private readonly verification: SenderVerification,
    private readonly stats: StatsCounter,
  ) {
    this.endpoints = new ConfirmedCredentials(bucket, generations, {
      kind: 'endpoint',
      limiter: 'ingest',
      ttlMs: config.credentialCacheTtlMs,
      maxEntries: ENDPOINT_CACHE_SIZE,
      id: (endpoint) => endpoint.id,
      limits: (endpoint) => this.limits(endpoint),
    });
  }

  /**
   * The first three of ingest's checks (docs/http.md, Ingest): token (401), endpoint enabled (403), rate limit (the caller
   * answers 429). 401 for a malformed, unknown or rotated-away token alike, in body and in timing
   * class: every token not in the cache is hashed and looked up in PostgreSQL.
   *
   * Enabled endpoints are cached per instance by token hash and confirmed on every use
   * (ConfirmedCredentials), so a rotation, a disable or a new rate limit holds on the very next
   * request on every instance, and a Redis outage means PostgreSQL (and failing open on the limit).
   */
  async admit(token: string): Promise<Admission> {
    const tokenHash = sha256(token);
    const { value: endpoint, decision } = await this.endpoints.admit(tokenHash.toString('latin1'), () =>
      this.findEndpoint(tokenHash, token),
    );
    return { endpoint, decision };
  }

  /** 401 unless the token is well-formed and known, 403 when its endpoint is disabled; with its verifier. */
  private async findEndpoint(tokenHash: Buffer, token: string): Promise<IngestEndpoint> {
    const endpoint = await this.repository.findEndpointByTokenHash(tokenHash);
    if (!endpoint || !ENDPOINT_TOKEN_PATTERN.test(token)) throw invalidToken();
    if (!endpoint.enabled) throw new ProblemException(403, 'endpoint_disabled', 'The endpoint is disabled.');
    endpoint.verifier = await this.verification.verifierFor(endpoint.organization_id, endpoint.id);
    endpoint.eventType = eventTypeReader(effectiveEventTypeSource(endpoint.event_type_source, endpoint.verifier?.type ?? null));
    return endpoint;
  }

  /** The endpoint's token bucket: its own r/s with a burst of 2r, or the defaults. */
  private limits(endpoint: IngestEndpoint): { rate: number; burst: number } {
    const rate = endpoint.rate_limit_per_second ?? this.config.ingestRatePerSecond;
    const burst = endpoint.rate_limit_per_second ? 2 * endpoint.rate_limit_per_second : this.config.ingestRateBurst;
    return { rate, burst };
  }

  /** Checks the Idempotency-Key, then stores (or answers the earlier event of the same key). */
  async accept(endpoint: IngestEndpoint, body: Buffer, headers: IncomingHttpHeaders): Promise<IngestAnswer> {
    const key = idempotencyKey(headers['idempotency-key']);
    const hash = sha256Hex(body);
    if (key === null) return this.store(endpoint, body, hash, headers, null);

    const earlier = await this.findIdempotent(endpoint, key, hash);
    if (earlier) return earlier;
    const lock = `${this.config.redisPrefix}:idem:${endpoint.id}:${sha256Hex(key)}`;
    const locked = await this.redis.set(lock, '1', 'PX', IDEMPOTENCY_LOCK_MS, 'NX').catch(() => 'unavailable');
    if (locked === null) {
      throw new ProblemException(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.');
    }
    try {
      const answer = await this.store(endpoint, body, hash, headers, key);
      if (answer.event_id) return answer;
      const winner = await this.findIdempotent(endpoint, key, hash);
      if (!winner)
        throw new ProblemException(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.');
      return winner;
    } finally {
      if (locked === 'OK') this.redis.del(lock).catch(() => undefined);
    }
  }

  private async findIdempotent(endpoint: IngestEndpoint, key: string, hash: string): Promise<IngestAnswer | null> {
    const row = await this.repository.findIdempotencyRecord(endpoint.organization_id, endpoint.id, key);
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
  ): Promise<IngestAnswer> {
    const id = randomUUID();
    const eventId = `evt_${ulid(undefined, pooledRandom)}`;
    const aad = payloadAad(endpoint.organization_id, id);
    const sealedBody = this.keyRing.seal(body, aad);
    const sealedHeaders = this.keyRing.seal(Buffer.from(JSON.stringify(forwardableHeaders(headers))), aad);
    const row: IngestRow = {
      id,
      projectId: endpoint.project_id,
      endpointId: endpoint.id,
      eventId,
      payloadSha256: hash,
      payloadSizeBytes: body.length,
      contentType: headers['content-type'] ?? null,
      idempotencyKey: key,
      eventType: endpoint.eventType?.(body, headers) ?? null,
      receivedAt: new Date(),
      keyId: sealedBody.keyId,
      bodyCiphertext: sealedBody.blob,
      headersCiphertext: sealedHeaders.blob,
      traceparent: activeTraceparent(),
    };
    // The store's span, a child of the ingest's, ends at the commit: from there a worker picks the
    // jobs up (LivePickup), told by the commit itself.
    const span = tracer.startSpan('store', { kind: SpanKind.PRODUCER });
    try {
      if (key === null) {
        const outcome = await this.stores.submit({ organizationId: endpoint.organization_id, row });
        if ('error' in outcome) throw outcome.error;
        span.setAttribute('hookyard.store.batched', outcome.batched);
      } else if (!(await this.repository.store(endpoint.organization_id, row))) {
        return { replayed: false, event_id: '', status: 'queued' };
      }
    } catch (error) {
      this.logger.error(`storing an event of endpoint ${endpoint.id} failed: ${(error as Error).message}`);
      throw new ProblemException(500, 'storage_failure', 'The event could not be stored; send it again.');
    } finally {
      span.end();
    }
    this.stats.received({ organizationId: endpoint.organization_id, projectId: endpoint.project_id, endpointId: endpoint.id });
    return { replayed: false, event_id: eventId, status: 'queued' };
  }

  /**
   * A batch of ingests without an Idempotency-Key: alone through STORE, together through STORE_MANY.
   * When the batch's statement fails, each is stored again on its own, so an error (a row the database
   * refuses, an endpoint deleted meanwhile) answers only its own ingest.
   */
  private async storeMany(inputs: StoreInput[]): Promise<StoreOutcome[]> {
    if (inputs.length > 1) {
      try {
        await this.repository.storeManyAcrossOrganizations(inputs);
        return inputs.map(() => ({ batched: true }));
      } catch {
        // each on its own below
      }
    }
    return Promise.all(
      inputs.map(async (input): Promise<StoreOutcome> => {
        try {
          await this.repository.store(input.organizationId, input.row);
          return { batched: false };
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
