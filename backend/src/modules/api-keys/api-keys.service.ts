import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { Generations } from '../../core/cache/generations';
import { generateApiKey, sha256 } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { ApiKey } from './api-key.entity';
import { CreateApiKeyDto } from './dto/api-key.dto';

@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly generations: Generations,
  ) {}

  async create(auth: AuthContext, input: CreateApiKeyDto): Promise<{ key: ApiKey; raw: string }> {
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw problems.validation([{ field: 'expires_at', message: 'must be in the future' }]);
    }
    const raw = generateApiKey();
    const key = await this.keys.save({
      id: randomUUID(),
      organizationId: auth.organizationId,
      createdByUserId: auth.userId,
      name: input.name,
      keyHash: sha256(raw),
      prefix: raw.slice(0, 12),
      scopes: input.scopes,
      status: 'active',
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    return { key, raw };
  }

  list(auth: AuthContext): Promise<ApiKey[]> {
    return this.keys.find({ where: { organizationId: auth.organizationId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async revoke(auth: AuthContext, id: string): Promise<ApiKey> {
    const key = await this.keys.findOneBy({ id, organizationId: auth.organizationId });
    if (!key) throw problems.notFound('API key');
    const result = await this.keys.update(
      { id, organizationId: auth.organizationId, status: 'active' },
      { status: 'revoked', revokedAt: new Date() },
    );
    if (!result.affected) throw problems.conflict('already_revoked', 'The API key is already revoked.');
    await this.generations.bump('apikey', id); // refused on the very next request, on every instance
    return this.keys.findOneByOrFail({ id, organizationId: auth.organizationId });
  }
}
