import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf, changesOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { Generations } from '../../core/cache/generations';
import { generateApiKey, sha256 } from '../../core/crypto/tokens';
import { problems } from '../../core/http/problem';
import { ApiKey } from './api-key.entity';
import { ApiKeysRepository } from './api-keys.repository';
import { CreateApiKeyDto } from './dto/api-key.dto';

@Injectable()
export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly generations: Generations,
  ) {}

  async create(auth: AuthContext, input: CreateApiKeyDto): Promise<{ key: ApiKey; raw: string }> {
    const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw problems.validation([{ field: 'expires_at', message: 'must be in the future' }]);
    }
    const raw = generateApiKey();
    const key = await this.keys.create(
      auth.organizationId,
      {
        id: randomUUID(),
        createdByUserId: auth.userId,
        name: input.name,
        keyHash: sha256(raw),
        prefix: raw.slice(0, 12),
        scopes: input.scopes,
        status: 'active',
        expiresAt,
        lastUsedAt: null,
        revokedAt: null,
      },
      auditing(auth.organizationId, authorOf(auth), (created: ApiKey) => ({
        action: 'api_key.created',
        target: { type: 'api_key', id: created.id, label: created.name },
        changes: changesOf(
          null,
          { name: created.name, scopes: created.scopes, expires_at: created.expiresAt?.toISOString() ?? null },
          {
            name: 'plain',
            scopes: 'plain',
            expires_at: 'plain',
          },
        ),
      })),
    );
    return { key, raw };
  }

  list(auth: AuthContext): Promise<ApiKey[]> {
    return this.keys.list(auth.organizationId);
  }

  async revoke(auth: AuthContext, id: string): Promise<ApiKey> {
    const key = await this.keys.find(auth.organizationId, id);
    if (!key) throw problems.notFound('API key');
    const revoked = await this.keys.revoke(
      auth.organizationId,
      id,
      auditing(auth.organizationId, authorOf(auth), (after: ApiKey) => ({
        action: 'api_key.revoked',
        target: { type: 'api_key', id: after.id, label: after.name },
        changes: { status: { from: 'active', to: after.status } },
      })),
    );
    if (!revoked) throw problems.conflict('already_revoked', 'The API key is already revoked.');
    await this.generations.bump('apikey', id); // refused on the very next request, on every instance
    return (await this.keys.find(auth.organizationId, id))!;
  }
}
