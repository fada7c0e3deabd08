import { PasswordHasher } from '../../core/crypto/passwords';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { RequestOrigin } from '../../core/auth/auth-context';
import { recordAudit } from '../../core/audit/audit-trail.repository';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { ProblemException } from '../../core/http/problem';
import { AuthService, SignedIn } from '../auth/auth.service';
import { authorizationUrl, discover, DiscoveryFailed, exchangeCode, newAttempt } from './oidc-client';
import { openClientSecret, redirectUriOf } from './sso-connection';
import { openFlow, sameState, sealFlow, SSO_FLOW_TTL_MS } from './sso-flow';
import { SsoRepository } from './sso.repository';

/**
 * Why a callback did not sign anyone in; the login page shows each (docs/http.md, Single sign-on).
 * `flow_expired`: no flow cookie, or a changed or expired one; `state_mismatch`, `nonce_mismatch`:
 * the provider's answer is not the one of this attempt; `provider_error`: the provider refused (the
 * person cancelled); `email_not_allowed`: no verified e-mail of one of the organization's domains;
 * `account_exists`: the e-mail is an account's that is not a member of the organization (it joins by
 * an invitation first); `sso_failed`: anything else (the code exchange, PKCE included, or the connection gone).
 */
type SsoRefusal =
  'flow_expired' | 'state_mismatch' | 'nonce_mismatch' | 'provider_error' | 'email_not_allowed' | 'account_exists' | 'sso_failed';

export type CallbackOutcome = { signedIn: SignedIn } | { refusal: SsoRefusal };

const noSso = () => new ProblemException(404, 'sso_not_configured', 'No organization signs in this e-mail domain through single sign-on.');

/** Signing in through an organization's OpenID Connect provider: the start, and the provider's callback. */
@Injectable()
export class SsoSignInService {
  private readonly logger = new Logger(SsoSignInService.name);

  constructor(
    private readonly repository: SsoRepository,
    private readonly auth: AuthService,
    private readonly keyRing: KeyRing,
    private readonly passwords: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The provider's authorization URL for `email`'s domain, with the sealed flow cookie that the
   * callback checks it against; `404 sso_not_configured` when no organization claims the domain,
   * `502 sso_unavailable` when its issuer cannot be discovered now.
   */
  async start(email: string): Promise<{ authorizationUrl: string; flowCookie: string }> {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    const connection = await this.repository.connectionForSignIn(domain);
    if (!connection) throw noSso();
    let config;
    try {
      config = await discover(connection.issuer_url, connection.client_id, openClientSecret(this.keyRing, connection), {
        allowHttp: this.config.ssoAllowHttpIssuers,
      });
    } catch (error) {
      if (!(error instanceof DiscoveryFailed)) throw error;
      throw new ProblemException(502, 'sso_unavailable', 'The organization’s identity provider does not answer; try again later.');
    }
    const attempt = await newAttempt();
    const flowCookie = sealFlow(this.keyRing, {
      organizationId: connection.organization_id,
      state: attempt.state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
      expiresAt: Date.now() + SSO_FLOW_TTL_MS,
    });
    const url = authorizationUrl(config, { ...attempt, redirectUri: redirectUriOf(this.config), loginHint: email });
    return { authorizationUrl: url, flowCookie };
  }

  /**
   * The provider's callback (`query`: its query string) of the attempt sealed in `flowCookie`: the
   * state compared first, then the code exchanged and the ID token checked (nonce included); the
   * e-mail must be verified (or the claim absent) and of one of the organization's domains. A member
   * signs in as themselves; a new person is created (an unusable password) with the default role; an
   * account that is not a member is refused. The session opens as a password sign-in's does, its
   * entry saying `method: sso`, and stays in the organization (AuthService.refuseSsoSession).
   */
  async callback(query: string, flowCookie: string | undefined, origin: RequestOrigin): Promise<CallbackOutcome> {
    const flow = openFlow(this.keyRing, flowCookie, Date.now());
    if (!flow) return { refusal: 'flow_expired' };
    const callbackUrl = new URL(`${redirectUriOf(this.config)}?${query}`);
    if (callbackUrl.searchParams.has('error') && sameState(flow.state, callbackUrl.searchParams.get('state'))) {
      return { refusal: 'provider_error' };
    }
    if (!sameState(flow.state, callbackUrl.searchParams.get('state'))) return { refusal: 'state_mismatch' };
    const connection = await this.repository.find(flow.organizationId);
    if (!connection) return { refusal: 'sso_failed' };
    let config;
    try {
      config = await discover(connection.issuer_url, connection.client_id, openClientSecret(this.keyRing, connection), {
        allowHttp: this.config.ssoAllowHttpIssuers,
      });
    } catch (error) {
      if (!(error instanceof DiscoveryFailed)) throw error;
      return { refusal: 'sso_failed' };
    }
    const exchanged = await exchangeCode(config, callbackUrl, flow);
    if ('refusal' in exchanged) {
      this.logger.warn(`single sign-on refused (${exchanged.refusal}) for organization ${flow.organizationId}: ${exchanged.reason}`);
      return { refusal: exchanged.refusal };
    }
    const email = verifiedEmail(exchanged.claims, connection.email_domains);
    if (!email) return { refusal: 'email_not_allowed' };
    const name = typeof exchanged.claims.name === 'string' ? exchanged.claims.name.slice(0, 200) : null;
    const provisioned = await this.repository.provision(
      flow.organizationId,
      {
        email,
        name,
        role: connection.default_role,
        unusablePasswordHash: () => this.passwords.hash(randomBytes(32).toString('base64url')),
      },
      (tx, joined) =>
        recordAudit(
          tx,
          flow.organizationId,
          { actor: { type: 'user', id: joined.userId }, origin },
          {
            action: 'member.joined',
            target: { type: 'user', id: joined.userId, label: joined.email },
            changes: { role: { from: null, to: joined.role } },
          },
        ),
    );
    if (!provisioned) return { refusal: 'account_exists' };
    return { signedIn: await this.auth.openSession(flow.organizationId, provisioned.userId, origin, { method: 'sso' }) };
  }
}

/** The e-mail of the ID token's claims when it is one of `domains` and not marked unverified; null otherwise. */
export function verifiedEmail(claims: Record<string, unknown>, domains: readonly string[]): string | null {
  const email = claims.email;
  if (typeof email !== 'string' || email.length > 254 || claims.email_verified === false) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  return domains.includes(email.slice(at + 1).toLowerCase()) ? email : null;
}
