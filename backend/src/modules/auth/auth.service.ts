import { PasswordHasher } from '../../core/crypto/passwords';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthContext, RequestOrigin } from '../../core/auth/auth-context';
import { AuditRecording, auditing, recordAudit } from '../../core/audit/audit-trail.repository';
import { CredentialsRepository } from '../../core/auth/credentials.repository';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateSessionToken, sha256 } from '../../core/crypto/tokens';
import { ProblemException, problems } from '../../core/http/problem';
import { OrganizationsService } from '../organizations/organizations.service';
import { AccountsRepository, MembershipRow, PersonRow } from './accounts.repository';
import { AttemptLimits } from './attempt-limits';
import { SessionResponseDto, SignupDto } from './dto/auth.dto';
import { twoFactorInvalid, TwoFactorService } from './two-factor.service';

export interface SignedIn {
  token: string;
  body: SessionResponseDto;
}

/** A person proving who they are: the password, and with two-factor on, a code. */
export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

/** How a session was opened: a password (and code), or the organization's single sign-on. */
export type SignInMethod = 'password' | 'sso';

const ssoRequired = () =>
  new ProblemException(
    403,
    'sso_required',
    'This organization signs its members in through single sign-on: use “Continue with SSO” with your work e-mail.',
  );

const ssoSession = () =>
  new ProblemException(
    403,
    'sso_session',
    'This session was opened through single sign-on: it stays in its organization and cannot change your password or two-factor. Sign in with your password for that.',
  );

const emailTaken = () => new ProblemException(409, 'email_taken', 'An account with this email already exists.');

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly credentials: CredentialsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly limits: AttemptLimits,
    private readonly twoFactor: TwoFactorService,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * A new organization, its `Default` project and first person (its owner), signed in; the audit
   * log's first entry, `organization.created`, in the same transaction. `origin` (where the request
   * came from) is also what the session records.
   */
  async signup(input: SignupDto, origin: RequestOrigin): Promise<SignedIn> {
    if (!this.config.signupEnabled) throw new ProblemException(403, 'signup_disabled', 'Sign-up is disabled on this server.');
    await this.limits.signup(origin.ip ?? '');
    const passwordHash = await this.passwords.hash(input.password);
    const created = await this.accounts.createAccount(
      { email: input.email, passwordHash, organizationName: input.organization_name },
      (tx, { userId, organizationId }) =>
        recordAudit(
          tx,
          organizationId,
          { actor: { type: 'user', id: userId }, origin },
          {
            action: 'organization.created',
            target: { type: 'organization', id: organizationId, label: input.organization_name },
          },
        ),
    );
    if (!created) throw emailTaken();
    return this.openSession(created.organizationId, created.userId, origin, { signIn: false });
  }

  /**
   * Signs in to the organization the person used last (else the first they joined), after
   * {@link authenticate}; `403 no_organization` for a person who belongs to none any more. The
   * session opens with its `session.signed_in` entry there.
   */
  async login(input: Credentials, origin: RequestOrigin): Promise<SignedIn> {
    const person = await this.authenticate(input, origin);
    const memberships = (await this.accounts.membershipsAcrossOrganizations(person.id)).sort(lastUsedFirst);
    if (memberships.length === 0) {
      throw new ProblemException(403, 'no_organization', 'This account belongs to no organization any more; ask for an invitation.');
    }
    // docs/http.md, Single sign-on: an organization that enforces it takes a password from its owners only.
    const enforcing = await this.organizations.enforcingSso(memberships.map((m) => m.organization_id));
    const open = memberships.find((m) => m.role === 'owner' || !enforcing.has(m.organization_id));
    if (!open) throw ssoRequired();
    return this.openSession(open.organization_id, person.id, origin);
  }

  /**
   * docs/http.md, Authentication and Two-factor and sessions: the rate limits, then the password
   * (one answer for an unknown e-mail and a wrong password); only then, for a person with two-factor
   * on, the code (its own limit, then the check). The person, once all passed.
   *
   * The audit log (docs/http.md, Audit log): a wrong password for a known e-mail is
   * `session.sign_in_failed` (actor: the e-mail as typed, never the password), a wrong code
   * `session.two_factor_failed`, in the organization the person would have signed in to. An unknown
   * e-mail belongs to no organization, so it is in no audit log.
   */
  async authenticate(input: Credentials, origin: RequestOrigin): Promise<PersonRow> {
    await this.limits.login(input.email, origin.ip ?? '');
    const person = await this.accounts.findForSignIn(input.email);
    const valid = await this.passwords.verify(person?.password_hash, input.password);
    if (person && !valid) this.recordFailedSignIn(person, input.email, origin, 'session.sign_in_failed');
    if (!person || !valid) throw new ProblemException(401, 'invalid_credentials', 'The email or password is wrong.');
    if (person.two_factor_enabled) {
      if (input.code === undefined) {
        throw new ProblemException(
          401,
          'two_factor_required',
          'Two-factor is on for this account: send a code of the app or a recovery code.',
        );
      }
      await this.limits.secondFactor(person.id);
      if (!(await this.twoFactor.verifyPerson(person.id, input.code))) {
        this.recordFailedSignIn(person, input.email, origin, 'session.two_factor_failed');
        throw twoFactorInvalid(401);
      }
    }
    return person;
  }

  /**
   * `session.sign_in_failed` (a wrong code: `session.two_factor_failed`) in the person's last-used
   * organization, written after the answer, not before it: awaited, it (and the look-up of that
   * organization) would make a known e-mail's refusal slower than an unknown one's, telling which
   * e-mails have an account. Its failure is logged (nothing was changed that it must commit with).
   * A person in no organization has no audit log to write it in.
   */
  private recordFailedSignIn(
    person: PersonRow,
    tried: string,
    origin: RequestOrigin,
    action: 'session.sign_in_failed' | 'session.two_factor_failed',
  ): void {
    const write = async () => {
      const latest = await this.lastUsedMembership(person.id);
      if (!latest) return;
      const organizationId = latest.organization_id;
      const record = auditing(organizationId, { actor: { type: 'user', id: person.id, label: tried }, origin }, () => ({
        action,
        target: { type: 'user', id: person.id, label: person.email },
      }));
      await this.accounts.recordAlone(organizationId, record);
    };
    write().catch((error: Error) => this.logger.warn(`could not record a failed sign-in: ${error.message}`));
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.credentials.closeSessionByHash(sha256(token));
  }

  /**
   * Moves the session to another organization of the person: the session `token` ends and a new
   * one (new cookie, new CSRF token) opens there, as a sign-in would (with its `session.signed_in`
   * entry in that organization's log). `404` unless they are a member.
   */
  async switchOrganization(auth: AuthContext, token: string, organizationId: string, origin: RequestOrigin): Promise<SignedIn> {
    if (!(await this.accounts.findMember(organizationId, auth.userId!))) throw problems.notFound('organization');
    await this.refuseSsoSession(auth);
    const signedIn = await this.openSession(organizationId, auth.userId!, origin);
    await this.credentials.closeSessionByHash(sha256(token));
    return signedIn;
  }

  /**
   * `403 sso_session` for a session opened through single sign-on: the organization's identity
   * provider vouches for the person in that organization only, so such a session neither enters
   * another organization nor changes the account's password or two-factor (docs/http.md, Single sign-on).
   */
  async refuseSsoSession(auth: AuthContext): Promise<void> {
    if (await this.credentials.openedBySso(auth.organizationId, auth.sessionId!)) throw ssoSession();
  }

  /** What sign-in, sign-up and `me` answer: the person, the session's organization and role, all their organizations. */
  async describe(auth: AuthContext): Promise<SessionResponseDto> {
    const [member, memberships] = await Promise.all([
      this.accounts.findMember(auth.organizationId, auth.userId!),
      this.accounts.membershipsAcrossOrganizations(auth.userId!),
    ]);
    // The session was read with its membership a moment ago; gone since: as if the session had ended.
    const current = memberships.find((membership) => membership.organization_id === auth.organizationId);
    if (!member || !current) throw problems.unauthenticated();
    return {
      user: { id: member.id, email: member.email, name: member.name, two_factor_enabled: member.two_factor_enabled },
      organization: { id: current.organization_id, name: current.organization_name },
      role: member.role,
      organizations: memberships.map((m) => ({ id: m.organization_id, name: m.organization_name, role: m.role })),
      csrf_token: auth.csrfToken!,
      two_factor_setup_required: auth.restricted,
    };
  }

  /**
   * A new session of a member in `organizationId` (a new token and CSRF token), with the answer
   * that goes with it. Restricted (docs/http.md, Two-factor and sessions) when that organization
   * requires two-factor and the person has none, unless they signed in through single sign-on
   * (`method: 'sso'`, recorded in the entry's `changes`); a password session in an organization
   * that enforces single sign-on is `403 sso_required` but for an owner. Its `session.signed_in` entry is written in the
   * session's transaction, unless `signIn` is false (sign-up: its entry is `organization.created`).
   */
  async openSession(
    organizationId: string,
    userId: string,
    origin: RequestOrigin,
    { signIn = true, method = 'password' }: { signIn?: boolean; method?: SignInMethod } = {},
  ): Promise<SignedIn> {
    const [member, required, enforcing] = await Promise.all([
      this.accounts.findMember(organizationId, userId),
      this.organizations.requiresTwoFactor(organizationId),
      this.organizations.enforcingSso([organizationId]),
    ]);
    if (method === 'password' && enforcing.has(organizationId) && member?.role !== 'owner') throw ssoRequired();
    // docs/http.md, Single sign-on: the identity provider's sign-in stands in for the second factor.
    const restricted = method === 'password' && required && !member?.two_factor_enabled;
    const token = generateSessionToken();
    const csrfToken = generateSessionToken();
    const record: AuditRecording<null> | undefined = signIn
      ? auditing(organizationId, { actor: { type: 'user', id: userId }, origin }, () => ({
          action: 'session.signed_in',
          target: { type: 'user', id: userId, label: member?.email ?? null },
          changes: method === 'sso' ? { method: { from: null, to: 'sso' } } : null,
        }))
      : undefined;
    const sessionId = await this.credentials.openSession(
      organizationId,
      { tokenHash: sha256(token), userId, csrfToken, userAgent: origin.userAgent, ip: origin.ip, restricted, sso: method === 'sso' },
      record,
    );
    const auth: AuthContext = {
      organizationId,
      kind: 'session',
      scopes: [],
      userId,
      apiKeyId: null,
      role: null,
      csrfToken,
      sessionId,
      restricted,
    };
    return { token, body: await this.describe(auth) };
  }

  /** The organization the person signs in to: the membership used last. */
  private async lastUsedMembership(userId: string): Promise<MembershipRow | undefined> {
    return (await this.accounts.membershipsAcrossOrganizations(userId)).sort(lastUsedFirst)[0];
  }
}

/** The membership used last first; never used ones after, the earliest joined first. */
function lastUsedFirst(a: MembershipRow, b: MembershipRow): number {
  const seen = (b.last_seen_at?.getTime() ?? -Infinity) - (a.last_seen_at?.getTime() ?? -Infinity);
  if (seen !== 0 && !Number.isNaN(seen)) return seen;
  return a.joined_at.getTime() - b.joined_at.getTime();
}
