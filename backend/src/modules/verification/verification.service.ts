import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { AuditAction, authorOf, changesOf, FieldRules } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { Generations } from '../../core/cache/generations';
import { KeyRing } from '../../core/crypto/key-ring';
import { FieldError, problems } from '../../core/http/problem';
import { EndpointsService } from '../endpoints/endpoints.service';
import { MAX_SECRETS, RefusalListResponseDto, SetVerificationDto, VerificationResponseDto } from './dto/verification.dto';
import { RefusalLog } from './refusal-log';
import { newSecret, openSecrets, sealSecrets, SecretEntry } from './verification-secrets';
import { SecretHint, VerificationRepository, VerificationRow, VerificationWrite } from './verification.repository';
import { DEFAULT_TOLERANCE_SECONDS, REFUSAL_REASONS, standardWebhooksKey, VerificationSettings, VerificationType } from './verifiers';

type Setting = keyof VerificationSettings;
const SETTINGS: Setting[] = [
  'tolerance_seconds',
  'header_name',
  'algorithm',
  'encoding',
  'prefix',
  'signed_content',
  'timestamp_header',
  'separator',
  'username',
];

/** The settings each type takes, required ones first, and the defaults shown for the optional ones. */
const TYPE_SETTINGS: Record<VerificationType, { required: Setting[]; optional: Setting[] }> = {
  stripe: { required: [], optional: ['tolerance_seconds'] },
  github: { required: [], optional: [] },
  shopify: { required: [], optional: [] },
  slack: { required: [], optional: ['tolerance_seconds'] },
  standard_webhooks: { required: [], optional: ['tolerance_seconds'] },
  twilio: { required: [], optional: [] },
  hmac: {
    required: ['header_name'],
    optional: ['algorithm', 'encoding', 'prefix', 'signed_content', 'timestamp_header', 'separator', 'tolerance_seconds'],
  },
  basic_auth: { required: ['username'], optional: [] },
  header_token: { required: ['header_name'], optional: [] },
};

const DEFAULTS: VerificationSettings = {
  tolerance_seconds: DEFAULT_TOLERANCE_SECONDS,
  algorithm: 'sha256',
  encoding: 'hex',
  prefix: '',
  signed_content: 'body',
  separator: '.',
};

/** What a header token can be compared with: a header value as Node hands it over (no outer spaces). */
const HEADER_VALUE = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;

/** A verification's type and settings as the audit log compares them (no secret among them). */
function audited(row: VerificationRow | null): Record<'type' | Setting, unknown> {
  return Object.fromEntries([['type', row?.type ?? null], ...SETTINGS.map((name) => [name, row?.settings[name] ?? null])]) as Record<
    'type' | Setting,
    unknown
  >;
}

const AUDITED = Object.fromEntries(['type', ...SETTINGS].map((name) => [name, 'plain'])) as FieldRules<Record<'type' | Setting, unknown>>;

/** The refusals of 400: each field that the type does not take, lacks or cannot use. */
function settingErrors(input: SetVerificationDto): FieldError[] {
  const { required, optional } = TYPE_SETTINGS[input.type];
  const errors: FieldError[] = [];
  for (const name of SETTINGS) {
    const given = input[name] !== undefined;
    if (required.includes(name) && !given) errors.push({ field: name, message: `is required for type ${input.type}` });
    if (!required.includes(name) && !optional.includes(name) && given)
      errors.push({ field: name, message: `is not used by type ${input.type}` });
  }
  if (input.type === 'hmac') {
    if (input.signed_content === 'timestamp_body' && input.timestamp_header === undefined) {
      errors.push({ field: 'timestamp_header', message: 'is required when signed_content is timestamp_body' });
    }
    if (input.separator !== undefined && input.signed_content !== 'timestamp_body') {
      errors.push({ field: 'separator', message: 'is used only when signed_content is timestamp_body' });
    }
    if (input.tolerance_seconds !== undefined && input.timestamp_header === undefined) {
      errors.push({ field: 'tolerance_seconds', message: 'needs a timestamp_header' });
    }
  }
  return errors;
}

function secretErrors(type: VerificationType, secrets: string[], field: string): FieldError[] {
  const errors: FieldError[] = [];
  secrets.forEach((secret, index) => {
    const name = field === 'secret' ? field : `${field}[${index}]`;
    if (type === 'standard_webhooks' && !/^(whsec_)?[A-Za-z0-9+/]+={0,2}$/.test(secret)) {
      errors.push({ field: name, message: 'must be whsec_ followed by base64' });
    } else if (type === 'standard_webhooks' && standardWebhooksKey(secret).length < 16) {
      errors.push({ field: name, message: 'must hold a key of at least 16 bytes' });
    }
    if (type === 'header_token' && !HEADER_VALUE.test(secret))
      errors.push({ field: name, message: 'must be a header value without outer spaces' });
  });
  if (new Set(secrets).size !== secrets.length) errors.push({ field, message: 'must not repeat a secret' });
  return errors;
}

/** The settings a type keeps (only those it takes; defaults are not stored, so they can change). */
function keptSettings(input: SetVerificationDto): VerificationSettings {
  const { required, optional } = TYPE_SETTINGS[input.type];
  const kept: Record<string, unknown> = {};
  for (const name of [...required, ...optional]) if (input[name] !== undefined) kept[name] = input[name];
  return kept as VerificationSettings;
}

/** Managing an endpoint's sender verification (issue #19): type, settings, secrets and refusals. */
@Injectable()
export class VerificationService {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly endpoints: EndpointsService,
    private readonly keyRing: KeyRing,
    private readonly generations: Generations,
    private readonly refusals: RefusalLog,
  ) {}

  async describe(auth: AuthContext, endpointId: string): Promise<VerificationResponseDto> {
    await this.endpoints.get(auth, endpointId);
    return this.toDto(endpointId, await this.repository.find(auth.organizationId, endpointId));
  }

  /** Replaces the type and settings; the secrets too, or keeps them when none are sent and the type stays. */
  async set(auth: AuthContext, endpointId: string, input: SetVerificationDto): Promise<VerificationResponseDto> {
    const endpoint = await this.endpoints.get(auth, endpointId);
    const errors = [...settingErrors(input), ...secretErrors(input.type, input.secrets ?? [], 'secrets')];
    if (errors.length > 0) throw problems.validation(errors);
    const row = await this.change(
      auth,
      endpointId,
      (current) => {
        let entries: SecretEntry[];
        let hints: SecretHint[];
        if (input.secrets) {
          const made = input.secrets.map((secret) => newSecret(secret));
          entries = made.map((m) => m.entry);
          hints = made.map((m) => m.hint);
        } else if (current && current.type === input.type) {
          entries = this.open(auth.organizationId, endpointId, current);
          hints = current.secret_hints;
        } else {
          throw problems.validation([{ field: 'secrets', message: 'are required when verification is set up or its type changes' }]);
        }
        return this.write(auth.organizationId, endpointId, input.type, keptSettings(input), entries, hints);
      },
      { action: 'verification.updated', label: endpoint.name, secretsChanged: input.secrets !== undefined },
    );
    return this.toDto(endpointId, row);
  }

  /** One more accepted secret, beside the current ones (a sender's rotation). */
  async addSecret(auth: AuthContext, endpointId: string, secret: string): Promise<VerificationResponseDto> {
    const endpoint = await this.endpoints.get(auth, endpointId);
    const row = await this.change(
      auth,
      endpointId,
      (current) => {
        if (!current) throw problems.notFound('verification');
        const errors = secretErrors(current.type, [secret], 'secret');
        if (errors.length > 0) throw problems.validation(errors);
        const entries = this.open(auth.organizationId, endpointId, current);
        if (entries.some((entry) => entry.secret === secret))
          throw problems.validation([{ field: 'secret', message: 'is already accepted' }]);
        if (entries.length >= MAX_SECRETS) {
          throw problems.conflict('too_many_secrets', `An endpoint accepts at most ${MAX_SECRETS} secrets at once; remove one first.`);
        }
        const made = newSecret(secret);
        return this.write(
          auth.organizationId,
          endpointId,
          current.type,
          current.settings,
          [...entries, made.entry],
          [...current.secret_hints, made.hint],
        );
      },
      { action: 'verification.secret_added', label: endpoint.name, secretsChanged: true },
    );
    return this.toDto(endpointId, row);
  }

  async removeSecret(auth: AuthContext, endpointId: string, secretId: string): Promise<VerificationResponseDto> {
    const endpoint = await this.endpoints.get(auth, endpointId);
    const row = await this.change(
      auth,
      endpointId,
      (current) => {
        if (!current || !current.secret_hints.some((hint) => hint.id === secretId)) throw problems.notFound('secret');
        if (current.secret_hints.length === 1) {
          throw problems.conflict('last_secret', 'This is the only accepted secret: add another first, or turn verification off.');
        }
        const entries = this.open(auth.organizationId, endpointId, current).filter((entry) => entry.id !== secretId);
        const hints = current.secret_hints.filter((hint) => hint.id !== secretId);
        return this.write(auth.organizationId, endpointId, current.type, current.settings, entries, hints);
      },
      { action: 'verification.secret_removed', label: endpoint.name, secretsChanged: true },
    );
    return this.toDto(endpointId, row);
  }

  /** Verification off: every request with the token is accepted again. */
  async remove(auth: AuthContext, endpointId: string): Promise<void> {
    const endpoint = await this.endpoints.get(auth, endpointId);
    await this.change(auth, endpointId, () => null, { action: 'verification.deleted', label: endpoint.name, secretsChanged: false });
  }

  async listRefusals(auth: AuthContext, endpointId: string): Promise<RefusalListResponseDto> {
    await this.endpoints.get(auth, endpointId);
    const { refusals, counts } = await this.refusals.read(endpointId);
    const rows = REFUSAL_REASONS.filter((reason) => counts[reason]).map((reason) => ({ reason, count: counts[reason]! }));
    return { total: rows.reduce((sum, row) => sum + row.count, 0), counts: rows, data: refusals };
  }

  /**
   * A committed change, with its audit entry (`audit`: its action, the endpoint's name, whether the
   * request replaced the secrets, which are never compared or written), then the endpoint's
   * generation bumped: every instance's ingest cache reloads the verifier.
   */
  private async change(
    auth: AuthContext,
    endpointId: string,
    change: (current: VerificationRow | null) => VerificationWrite | null,
    audit: { action: AuditAction; label: string; secretsChanged: boolean },
  ): Promise<VerificationRow | null> {
    const record = auditing(
      auth.organizationId,
      authorOf(auth),
      (change: { before: VerificationRow | null; after: VerificationRow | null }) => {
        const target = { type: 'endpoint' as const, id: endpointId, label: audit.label };
        if (audit.action === 'verification.deleted') return { action: audit.action, target };
        const changes = { ...changesOf(audited(change.before), audited(change.after), AUDITED) };
        if (audit.secretsChanged) changes.secrets = { changed: true };
        return Object.keys(changes).length > 0 ? { action: audit.action, target, changes } : null;
      },
    );
    const row = await this.repository.modify(auth.organizationId, endpointId, change, record);
    await this.generations.bump('endpoint', endpointId);
    return row;
  }

  private open(organizationId: string, endpointId: string, row: VerificationRow): SecretEntry[] {
    return openSecrets(this.keyRing, organizationId, endpointId, { keyId: row.secrets_key_id, blob: row.secrets_ciphertext });
  }

  private write(
    organizationId: string,
    endpointId: string,
    type: VerificationType,
    settings: VerificationSettings,
    entries: SecretEntry[],
    hints: SecretHint[],
  ): VerificationWrite {
    const sealed = sealSecrets(this.keyRing, organizationId, endpointId, entries);
    return { type, settings, secret_hints: hints, secrets_key_id: sealed.keyId, secrets_ciphertext: sealed.blob };
  }

  private toDto(endpointId: string, row: VerificationRow | null): VerificationResponseDto {
    /** A setting as shown: its value or default when the type uses it, else null. */
    const shown = <K extends Setting>(name: K): NonNullable<VerificationSettings[K]> | null => {
      if (!row) return null;
      const { required, optional } = TYPE_SETTINGS[row.type];
      if (!required.includes(name) && !optional.includes(name)) return null;
      if (row.type === 'hmac' && name === 'tolerance_seconds' && !row.settings.timestamp_header) return null;
      if (row.type === 'hmac' && name === 'separator' && row.settings.signed_content !== 'timestamp_body') return null;
      return row.settings[name] ?? DEFAULTS[name] ?? null;
    };
    return {
      endpoint_id: endpointId,
      type: row?.type ?? null,
      secrets: row?.secret_hints ?? [],
      tolerance_seconds: shown('tolerance_seconds'),
      header_name: shown('header_name'),
      algorithm: shown('algorithm'),
      encoding: shown('encoding'),
      prefix: shown('prefix'),
      signed_content: shown('signed_content'),
      timestamp_header: shown('timestamp_header'),
      separator: shown('separator'),
      username: shown('username'),
      updated_at: row?.updated_at.toISOString() ?? null,
    };
  }
}
