import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf, changesOf, FieldRules } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { ProblemException, problems } from '../../core/http/problem';
import { violated } from '../../core/database/sql';
import { discover, DiscoveryFailed } from './oidc-client';
import { PutSsoDto, SsoDto } from './dto/sso.dto';
import { SSO_DOMAINS_KEY, SsoConnectionRow, SsoDomainsTaken, SsoRepository } from './sso.repository';
import { openClientSecret, redirectUriOf, sealClientSecret } from './sso-connection';

/** The fields of a connection as the audit log writes them: the client secret only as changed. */
interface AuditedConnection {
  issuer_url: string;
  client_id: string;
  client_secret: string | null;
  email_domains: string[];
  default_role: string;
  enforce: boolean;
}

const AUDITED: FieldRules<AuditedConnection> = {
  issuer_url: 'plain',
  client_id: 'plain',
  client_secret: 'secret',
  email_domains: 'plain',
  default_role: 'plain',
  enforce: 'plain',
};

const notConfigured = () => problems.notFound('single sign-on connection');

/** docs/http.md, Single sign-on: an organization's connection, as its admins manage it. */
@Injectable()
export class SsoSettingsService {
  constructor(
    private readonly repository: SsoRepository,
    private readonly keyRing: KeyRing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(auth: AuthContext): Promise<SsoDto> {
    const row = await this.repository.find(auth.organizationId);
    if (!row) throw notConfigured();
    return SsoDto.from(row, redirectUriOf(this.config));
  }

  /**
   * Creates or replaces the connection once the issuer is discovered with the client's credentials
   * (`422 sso_discovery_failed` otherwise); `409 sso_domain_taken` for a domain of another
   * organization. `sso.updated` lists the fields that changed, the secret only as changed.
   */
  async put(auth: AuthContext, body: PutSsoDto): Promise<SsoDto> {
    const issuer = new URL(body.issuer_url);
    if (issuer.protocol !== 'https:' && !this.config.ssoAllowHttpIssuers) {
      throw problems.validation([{ field: 'issuer_url', message: 'issuer_url must be an https:// URL' }]);
    }
    const stored = await this.repository.find(auth.organizationId);
    if (!stored && body.client_secret === undefined) {
      throw problems.validation([{ field: 'client_secret', message: 'client_secret is required to create the connection' }]);
    }
    const clientSecret = body.client_secret ?? openClientSecret(this.keyRing, stored!);
    try {
      await discover(body.issuer_url, body.client_id, clientSecret, { allowHttp: this.config.ssoAllowHttpIssuers });
    } catch (error) {
      if (!(error instanceof DiscoveryFailed)) throw error;
      throw new ProblemException(422, 'sso_discovery_failed', `The issuer ${body.issuer_url} could not be discovered: ${error.message}`);
    }
    const record = auditing(
      auth.organizationId,
      authorOf(auth),
      ({ before, after }: { before?: SsoConnectionRow; after: SsoConnectionRow }) => {
        const changes = changesOf(before ? audited(before, null) : null, audited(after, body.client_secret ?? null), AUDITED);
        return changes && { action: 'sso.updated', target: { type: 'organization', id: auth.organizationId, label: null }, changes };
      },
    );
    const sealed = body.client_secret === undefined ? null : sealClientSecret(this.keyRing, auth.organizationId, body.client_secret);
    try {
      const row = await this.repository.save(
        auth.organizationId,
        {
          issuerUrl: body.issuer_url,
          clientId: body.client_id,
          clientSecret: sealed,
          defaultRole: body.default_role,
          enforce: body.enforce,
          emailDomains: body.email_domains,
        },
        record,
      );
      return SsoDto.from(row, redirectUriOf(this.config));
    } catch (error) {
      if (error instanceof SsoDomainsTaken) throw domainTaken(error.domains);
      if (violated(error, SSO_DOMAINS_KEY)) throw domainTaken(body.email_domains);
      throw error;
    }
  }

  /** Removes the connection (`sso.deleted`): password sign-in is open to everyone again. */
  async delete(auth: AuthContext): Promise<void> {
    const record = auditing(auth.organizationId, authorOf(auth), () => ({
      action: 'sso.deleted',
      target: { type: 'organization', id: auth.organizationId, label: null },
    }));
    if (!(await this.repository.delete(auth.organizationId, record))) throw notConfigured();
  }
}

function domainTaken(domains: string[]): ProblemException {
  return problems.conflict('sso_domain_taken', `Another organization signs in ${domains.join(', ')} through its single sign-on already.`);
}

/**
 * A connection's audited fields. The secret is compared by what was sent, never by opening the
 * stored one: a secret sent (`sentSecret`) counts as changed, one left out as unchanged.
 */
function audited(row: SsoConnectionRow, sentSecret: string | null): AuditedConnection {
  return {
    issuer_url: row.issuer_url,
    client_id: row.client_id,
    client_secret: sentSecret,
    email_domains: row.email_domains,
    default_role: row.default_role,
    enforce: row.enforce,
  };
}
