import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor } from '../../core/database/sql';
import { ApiKey } from './api-key.entity';

/** The statements of API key management (the lookup of a presented key: core/auth/credentials.repository.ts). */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  /** The new key, with `record`'s audit entry in the same transaction. */
  create(organizationId: string, key: Omit<ApiKey, 'organizationId' | 'createdAt'>, record: AuditRecording<ApiKey>): Promise<ApiKey> {
    return this.keys.manager.transaction(async (manager) => {
      const saved = await manager.save(ApiKey, { ...key, organizationId });
      await record(await SqlExecutor.within(manager), saved);
      return saved;
    });
  }

  /** Newest first. */
  list(organizationId: string): Promise<ApiKey[]> {
    return this.keys.find({ where: { organizationId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  find(organizationId: string, id: string): Promise<ApiKey | null> {
    return this.keys.findOneBy({ id, organizationId });
  }

  /** False when the key was not active (already revoked); else revoked, with `record`'s entry in the same transaction. */
  revoke(organizationId: string, id: string, record: AuditRecording<ApiKey>): Promise<boolean> {
    return this.keys.manager.transaction(async (manager) => {
      const result = await manager.update(ApiKey, { id, organizationId, status: 'active' }, { status: 'revoked', revokedAt: new Date() });
      if (!result.affected) return false;
      await record(await SqlExecutor.within(manager), (await manager.findOneBy(ApiKey, { id, organizationId }))!);
      return true;
    });
  }
}
