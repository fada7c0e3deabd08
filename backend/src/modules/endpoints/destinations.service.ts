import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../core/auth/auth-context';
import { KeyRing } from '../../core/crypto/key-ring';
import { generateSigningSecret } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { Destination } from './destination.entity';
import { DestinationChanges, DestinationsRepository } from './destinations.repository';
import { CreateDestinationDto, UpdateDestinationDto } from './dto/destination.dto';
import { EndpointsService } from './endpoints.service';

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

  async create(auth: AuthContext, endpointId: string, input: CreateDestinationDto): Promise<{ destination: Destination; secret: string }> {
    await this.endpoints.get(auth, endpointId);
    const id = randomUUID();
    const secret = generateSigningSecret();
    const sealed = this.keyRing.seal(Buffer.from(secret), secretAad(auth.organizationId, id));
    const destination = await this.destinations.create(auth.organizationId, {
      id,
      endpointId,
      name: input.name,
      url: input.url,
      active: true,
      disabledReason: null,
      timeoutMs: input.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      secretKeyId: sealed.keyId,
      secretCiphertext: sealed.blob,
    });
    return { destination, secret };
  }

  /** Turning it inactive cancels its open jobs (the repository does, in the same transaction). */
  async update(auth: AuthContext, id: string, input: UpdateDestinationDto): Promise<Destination> {
    const updated = await this.destinations.update(auth.organizationId, id, (current) => {
      const changes: DestinationChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.url !== undefined) changes.url = input.url;
      if (input.timeout_ms !== undefined) changes.timeoutMs = input.timeout_ms;
      if (input.active !== undefined && input.active !== current.active) {
        changes.active = input.active;
        changes.disabledReason = input.active ? null : 'manual';
      }
      return changes;
    });
    if (!updated) throw problems.notFound('destination');
    return updated;
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    if (!(await this.destinations.remove(auth.organizationId, id))) throw problems.notFound('destination');
  }

  async rotateSecret(auth: AuthContext, id: string): Promise<string> {
    await this.get(auth, id);
    const secret = generateSigningSecret();
    await this.destinations.replaceSecret(
      auth.organizationId,
      id,
      this.keyRing.seal(Buffer.from(secret), secretAad(auth.organizationId, id)),
    );
    return secret;
  }
}
