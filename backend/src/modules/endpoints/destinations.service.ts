import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { KeyRing } from '../../core/crypto/key-ring';
import { generateSigningSecret } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { Destination } from './destination.entity';
import { DestinationChanges, DestinationsRepository } from './destinations.repository';
import { headersAad, normalizedHeaders } from './custom-headers';
import { brokerChanges, brokerColumnsOnCreate } from './broker-settings';
import { CreateDestinationDto, DEFAULT_SECRET_OVERLAP_SECONDS, UpdateDestinationDto } from './dto/destination.dto';
import { EndpointsService } from './endpoints.service';
import { destinationCreated, destinationDeleted, DestinationKind, destinationUpdated } from './destination-audit';

const DEFAULT_TIMEOUT_MS = 15_000;

export function secretAad(organizationId: string, destinationId: string): string {
  return `destination:${organizationId}:${destinationId}`;
}

@Injectable()
export class DestinationsService {
  constructor(
    private readonly destinations: DestinationsRepository,
    private readonly keyRing: KeyRing,
    private readonly endpoints: EndpointsService,
  ) {}

  async list(auth: AuthContext, endpointId: string): Promise<Destination[]> {
    await this.endpoints.get(auth, endpointId);
    return this.destinations.list(auth.organizationId, endpointId);
  }

  async get(auth: AuthContext, id: string): Promise<Destination> {
    const destination = await this.destinations.find(auth.organizationId, id);
    if (!destination) throw problems.notFound('destination');
    return destination;
  }

  /** A new destination of the endpoint (`kind`: as the audit log names it, a notification URL being one too). */
  async create(
    auth: AuthContext,
    endpointId: string,
    input: CreateDestinationDto,
    kind: DestinationKind = 'destination',
  ): Promise<{ destination: Destination; secret: string }> {
    await this.endpoints.get(auth, endpointId);
    const id = randomUUID();
    const secret = generateSigningSecret();
    const sealed = this.keyRing.seal(Buffer.from(secret), secretAad(auth.organizationId, id));
    const type = input.type ?? 'http';
    const destination = await this.destinations.create(
      auth.organizationId,
      {
        id,
        endpointId,
        name: input.name,
        type,
        ...brokerColumnsOnCreate(this.keyRing, { organizationId: auth.organizationId, id }, type, input),
        active: true,
        disabledReason: null,
        timeoutMs: input.timeout_ms ?? DEFAULT_TIMEOUT_MS,
        filter: input.filter ?? null,
        transformation: input.transformation ?? null,
        secretKeyId: sealed.keyId,
        secretCiphertext: sealed.blob,
        ...this.sealedHeaders(auth.organizationId, id, input.headers ?? {}),
        rateLimitPerSecond: input.rate_limit_per_second ?? null,
        previousSecretKeyId: null,
        previousSecretCiphertext: null,
        previousSecretExpiresAt: null,
      },
      auditing(auth.organizationId, authorOf(auth), (created: Destination) => destinationCreated(kind, created)),
    );
    return { destination, secret };
  }

  /** Turning it inactive cancels its open jobs (the repository does, in the same transaction). */
  async update(auth: AuthContext, id: string, input: UpdateDestinationDto): Promise<Destination> {
    const updated = await this.destinations.update(
      auth.organizationId,
      id,
      (current) => {
        const changes: DestinationChanges = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.url !== undefined && current.type === 'listener')
          throw problems.validation([{ field: 'url', message: 'url must be left out for a listener destination' }]);
        Object.assign(changes, brokerChanges(this.keyRing, { organizationId: auth.organizationId, id }, current, input));
        if (input.timeout_ms !== undefined) changes.timeoutMs = input.timeout_ms;
        if (input.filter !== undefined) changes.filter = input.filter;
        if (input.transformation !== undefined) changes.transformation = input.transformation;
        if (input.headers !== undefined) Object.assign(changes, this.sealedHeaders(auth.organizationId, id, input.headers));
        if (input.rate_limit_per_second !== undefined) changes.rateLimitPerSecond = input.rate_limit_per_second;
        if (input.active !== undefined && input.active !== current.active) {
          changes.active = input.active;
          changes.disabledReason = input.active ? null : 'manual';
        }
        return changes;
      },
      auditing(auth.organizationId, authorOf(auth), ({ before, after, changes }) => destinationUpdated(before, after, changes)),
    );
    if (!updated) throw problems.notFound('destination');
    return updated;
  }

  async remove(auth: AuthContext, id: string, kind: DestinationKind = 'destination'): Promise<void> {
    const record = auditing(auth.organizationId, authorOf(auth), (removed: Destination) => destinationDeleted(kind, removed));
    if (!(await this.destinations.remove(auth.organizationId, id, record))) throw problems.notFound('destination');
  }

  /** A new secret; the current one keeps signing too for `overlapSeconds`. The new secret and when the overlap ends. */
  async rotateSecret(
    auth: AuthContext,
    id: string,
    overlapSeconds = DEFAULT_SECRET_OVERLAP_SECONDS,
  ): Promise<{ secret: string; previousExpiresAt: Date }> {
    const secret = generateSigningSecret();
    const sealed = this.keyRing.seal(Buffer.from(secret), secretAad(auth.organizationId, id));
    const record = auditing(auth.organizationId, authorOf(auth), (rotated: { id: string; name: string }) => ({
      action: 'destination.secret_rotated',
      target: { type: 'destination', id: rotated.id, label: rotated.name },
      changes: { signing_secret: { changed: true } },
    }));
    const previousExpiresAt = await this.destinations.replaceSecret(auth.organizationId, id, sealed, overlapSeconds, record);
    if (!previousExpiresAt) throw problems.notFound('destination');
    return { secret, previousExpiresAt };
  }

  /** A set of custom headers as stored: names in clear, the name→value map sealed (none: no ciphertext). */
  private sealedHeaders(organizationId: string, id: string, headers: Record<string, string>) {
    const normalized = normalizedHeaders(headers);
    const headerNames = Object.keys(normalized);
    if (headerNames.length === 0) return { headerNames, headersKeyId: null, headersCiphertext: null };
    const sealed = this.keyRing.seal(Buffer.from(JSON.stringify(normalized)), headersAad(organizationId, id));
    return { headerNames, headersKeyId: sealed.keyId, headersCiphertext: sealed.blob };
  }
}
