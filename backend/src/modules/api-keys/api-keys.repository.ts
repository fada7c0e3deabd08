import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiKey } from './api-key.entity';

/** The statements of API key management (the lookup of a presented key: core/auth/credentials.repository.ts). */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  create(organizationId: string, key: Omit<ApiKey, 'organizationId' | 'createdAt'>): Promise<ApiKey> {
    return this.keys.save({ ...key, organizationId });
  }

  /** Newest first. */
  list(organizationId: string): Promise<ApiKey[]> {
    return this.keys.find({ where: { organizationId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  find(organizationId: string, id: string): Promise<ApiKey | null> {
    return this.keys.findOneBy({ id, organizationId });
  }

  /** False when the key was not active (already revoked). */
  async revoke(organizationId: string, id: string): Promise<boolean> {
    const result = await this.keys.update({ id, organizationId, status: 'active' }, { status: 'revoked', revokedAt: new Date() });
    return Boolean(result.affected);
  }
}
