import { PasswordHasher } from '../../core/crypto/passwords';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEntry, authorOf } from '../../core/audit/audit-entry';
import { auditing, recordAudit } from '../../core/audit/audit-trail.repository';
import type { AuthContext, RequestOrigin } from '../../core/auth/auth-context';
import { CredentialsService } from '../../core/auth/credentials.service';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateSessionToken, sha256 } from '../../core/crypto/tokens';
import { ProblemException, problems } from '../../core/http/problem';
import { Mailer } from '../../core/mail/mailer';
import { violated } from '../../core/database/sql';
import { AccountsRepository, USERS_EMAIL_KEY } from '../auth/accounts.repository';
import { AuthService, SignedIn } from '../auth/auth.service';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { AcceptInvitationDto, CreateInvitationDto, CreatedInvitationDto, InvitationDto } from './dto/invitation.dto';
import { invitationMail } from './invitation-mail';
import { InvitationByToken, InvitationRow, InvitationsRepository, Joiner } from './invitations.repository';
import { refusalProblem } from './refusals';

const MIN_PASSWORD = 12;

@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly accounts: AccountsRepository,
    private readonly auth: AuthService,
    private readonly credentials: CredentialsService,
    private readonly organizations: OrganizationsRepository,
    private readonly mailer: Mailer,
    private readonly passwords: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new invitation, its link answered once and e-mailed when `SMTP_URL` is set (after the commit). */
  async create(auth: AuthContext, input: CreateInvitationDto): Promise<CreatedInvitationDto> {
    const token = generateSessionToken();
    const created = await this.invitations.create(
      auth.organizationId,
      {
        actorId: auth.userId!,
        email: input.email,
        role: input.role,
        tokenHash: sha256(token),
        ttlHours: this.config.invitationTtlHours,
      },
      auditing(auth.organizationId, authorOf(auth), invitedEntry),
    );
    if ('code' in created) throw refusalProblem(created, 'invitation');
    const invitation = InvitationDto.from(created);
    const inviteUrl = `${this.config.publicBaseUrl}/invitations/accept?token=${token}`;
    return { ...invitation, invite_url: inviteUrl, email_sent: await this.send(auth, created, inviteUrl) };
  }

  private async send(auth: AuthContext, invitation: InvitationRow, inviteUrl: string): Promise<boolean> {
    if (!this.config.mail) return false;
    const organization = await this.organizations.findOrganization(auth.organizationId);
    return this.mailer.send(
      invitationMail({
        to: invitation.email,
        organizationName: organization?.name ?? 'an organization',
        inviterEmail: invitation.invited_by_email,
        role: invitation.role,
        inviteUrl,
        expiresAt: invitation.expires_at.toISOString(),
      }),
    );
  }

  listPending(auth: AuthContext): Promise<InvitationRow[]> {
    return this.invitations.listPending(auth.organizationId);
  }

  async revoke(auth: AuthContext, id: string): Promise<void> {
    const record = auditing(auth.organizationId, authorOf(auth), ({ email }: { email: string }) => ({
      action: 'invitation.revoked' as const,
      target: { type: 'invitation' as const, id, label: email },
    }));
    const refusal = await this.invitations.revoke(auth.organizationId, { actorId: auth.userId!, id }, record);
    if (refusal) throw refusalProblem(refusal, 'invitation');
  }

  /**
   * Accepts an invitation (docs/http.md, Invitations). A person with an account joins when signed
   * in as them (`sessionToken`) or giving its password; anyone else is a new person, with a name and
   * a password. Either way they end signed in to the organization joined (a session they had is
   * replaced by one there).
   */
  async accept(input: AcceptInvitationDto, sessionToken: string | undefined, origin: RequestOrigin): Promise<SignedIn> {
    const invitation = await this.invitations.findInvitationByTokenHash(sha256(input.token));
    if (!invitation) throw this.notFound();
    if (invitation.accepted) throw refusalProblem({ code: 'invitation_used' }, 'invitation');
    if (invitation.expired) throw refusalProblem({ code: 'invitation_expired' }, 'invitation');

    const session = await this.credentials.fromSession(sessionToken);
    const joiner = await this.joiner(invitation, input, session?.userId ?? null, origin);
    let joined: { userId: string } | Parameters<typeof refusalProblem>[0];
    try {
      joined = await this.invitations.accept(invitation.organization_id, invitation.id, joiner, (tx, { userId, email, role }) =>
        // The person who joined did it: the actor is known only once a new one is created, in this transaction.
        recordAudit(
          tx,
          invitation.organization_id,
          { actor: { type: 'user', id: userId }, origin },
          { action: 'member.joined', target: { type: 'user', id: userId, label: email }, changes: { role: { from: null, to: role } } },
        ),
      );
    } catch (error) {
      if (violated(error, USERS_EMAIL_KEY))
        throw new ProblemException(409, 'email_taken', 'An account with this email already exists; sign in first.');
      throw error;
    }
    if ('code' in joined) throw joined.code === 'not_found' ? this.notFound() : refusalProblem(joined, 'invitation');
    const signedIn = await this.auth.openSession(invitation.organization_id, joined.userId, origin);
    // The session it was accepted in gives way to the one in the organization joined.
    if (session?.userId === joined.userId) await this.auth.logout(sessionToken);
    return signedIn;
  }

  private async joiner(
    invitation: InvitationByToken,
    input: AcceptInvitationDto,
    signedInAs: string | null,
    origin: RequestOrigin,
  ): Promise<Joiner> {
    const person = await this.accounts.findForSignIn(invitation.email);
    if (person) {
      if (person.id === signedInAs) return { userId: person.id };
      // Its password (and its second factor, when on) stands for signing in.
      if (input.password !== undefined) {
        return { userId: (await this.auth.authenticate({ email: person.email, password: input.password, code: input.code }, origin)).id };
      }
      throw new ProblemException(
        403,
        'sign_in_required',
        `An account with ${invitation.email} exists: sign in as ${invitation.email} (or send its password), then accept.`,
      );
    }
    const errors = [];
    if (input.name === undefined) errors.push({ field: 'name', message: 'name is required for a new account' });
    if (input.password === undefined) errors.push({ field: 'password', message: 'password is required for a new account' });
    else if (input.password.length < MIN_PASSWORD) {
      errors.push({ field: 'password', message: `password must be longer than or equal to ${MIN_PASSWORD} characters` });
    }
    if (errors.length > 0) throw problems.validation(errors);
    return { email: invitation.email, name: input.name!, passwordHash: await this.passwords.hash(input.password!) };
  }

  private notFound(): ProblemException {
    return new ProblemException(
      404,
      'invitation_not_found',
      'This invitation link is not valid (it may have been taken back or replaced).',
    );
  }
}

/** `member.invited`: the invitation (its e-mail) and the role invited to; never its token or link. */
function invitedEntry(invitation: InvitationRow): AuditEntry {
  return {
    action: 'member.invited',
    target: { type: 'invitation', id: invitation.id, label: invitation.email },
    changes: { role: { from: null, to: invitation.role } },
  };
}
