import { PasswordHasher } from '../../core/crypto/passwords';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { AuditEntry, authorOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { KeyRing, type Sealed } from '../../core/crypto/key-ring';
import { sha256 } from '../../core/crypto/tokens';
import { problems, ProblemException } from '../../core/http/problem';
import { OrganizationsService } from '../organizations/organizations.service';
import { AccountRepository, TwoFactorRow } from './account.repository';
import { AttemptLimits } from './attempt-limits';
import { newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';
import { TwoFactorClock } from './two-factor-clock';

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: Date | null;
  recovery_codes_remaining: number;
}

export const twoFactorInvalid = (status: 401 | 403) =>
  new ProblemException(status, 'two_factor_invalid', 'The two-factor code is wrong, expired or already used.');
export const wrongPassword = () => new ProblemException(403, 'wrong_password', 'The password is wrong.');

/** The secret is bound to its person (in every organization they belong to): moved onto another user's row, it does not open. */
const aad = (userId: string) => `two-factor:${userId}`;
/** Before a person could belong to several organizations, a secret was also bound to their only one. */
const legacyAad = (organizationId: string, userId: string) => `two-factor:${organizationId}:${userId}`;

/**
 * Opens a person's sealed secret: bound to the person, or (sealed before members existed) to the
 * person and their organization of then, which is one of `organizationIds` (`reencrypt` re-seals
 * those to the person alone).
 */
export function openTwoFactorSecret(keyRing: KeyRing, sealed: Sealed, userId: string, organizationIds: readonly string[]): Buffer {
  try {
    return keyRing.open(sealed, aad(userId));
  } catch (error) {
    for (const organizationId of organizationIds) {
      try {
        return keyRing.open(sealed, legacyAad(organizationId, userId));
      } catch {
        // not this one
      }
    }
    throw error;
  }
}

/** Seals a person's secret, bound to them. */
export function sealTwoFactorSecret(keyRing: KeyRing, secret: Buffer, userId: string): Sealed {
  return keyRing.seal(secret, aad(userId));
}

/**
 * TOTP two-factor per person (docs/http.md, Two-factor and sessions): a secret sealed at rest,
 * pending until a code of it enables it; codes taken once (the last step used is kept); ten
 * one-time recovery codes stored as SHA-256.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly account: AccountRepository,
    private readonly keyRing: KeyRing,
    private readonly clock: TwoFactorClock,
    private readonly limits: AttemptLimits,
    private readonly organizations: OrganizationsService,
    private readonly passwords: PasswordHasher,
  ) {}

  async status(auth: AuthContext): Promise<TwoFactorStatus> {
    const row = await this.row(auth.organizationId, auth.userId!);
    const enabled = row.enabled_at !== null;
    return {
      enabled,
      enabled_at: row.enabled_at,
      recovery_codes_remaining: enabled ? await this.account.countRecoveryCodes(auth.organizationId, auth.userId!) : 0,
    };
  }

  /** Whether the person signs in with a code. */
  async isEnabled(organizationId: string, userId: string): Promise<boolean> {
    return (await this.row(organizationId, userId)).enabled_at !== null;
  }

  /** A new pending secret (replacing an earlier pending one); 409 when two-factor is on. */
  async setup(auth: AuthContext): Promise<{ secret: string; otpauth_url: string }> {
    const { organizationId, userId } = this.person(auth);
    const row = await this.row(organizationId, userId);
    const secret = newTotpSecret();
    const sealed = sealTwoFactorSecret(this.keyRing, Buffer.from(secret), userId);
    if (row.enabled_at !== null || !(await this.account.setPendingSecret(organizationId, userId, sealed))) throw alreadyEnabled();
    return { secret, otpauth_url: otpauthUrl(secret, row.email) };
  }

  /**
   * Enables the pending secret with one of its codes; answers the recovery codes, shown this once.
   * A restricted session becomes a full one: its person now has what the organization requires.
   */
  async enable(auth: AuthContext, code: string): Promise<{ recovery_codes: string[] }> {
    const { organizationId, userId } = this.person(auth);
    const row = await this.row(organizationId, userId);
    if (row.enabled_at !== null) throw alreadyEnabled();
    if (row.ciphertext === null)
      throw problems.conflict('two_factor_not_set_up', 'Set two-factor up first: POST /api/account/two-factor/setup.');
    await this.limits.reauthentication(userId);
    const step = acceptedStep(this.secretOf(userId, row), code.trim(), this.clock.now(), null);
    if (step === null) throw twoFactorInvalid(403);
    const codes = newRecoveryCodes();
    const hashes = codes.map((recovery) => sha256(normalizeRecoveryCode(recovery)!));
    const record = auditing(organizationId, authorOf(auth), (email: string) => switched(userId, email, true));
    if (!(await this.account.enable(organizationId, userId, row.ciphertext, step, hashes, record))) {
      // Enabled meanwhile, or the pending secret was replaced (another setup, or re-sealed by reencrypt): tell which.
      if (await this.isEnabled(organizationId, userId)) throw alreadyEnabled();
      throw problems.conflict('two_factor_not_set_up', 'The setup changed meanwhile; set two-factor up again.');
    }
    if (auth.restricted) await this.account.liftRestriction(organizationId, auth.sessionId!);
    return { recovery_codes: codes };
  }

  /** Turns two-factor off, with a code or the password; 409 while the organization requires it. */
  async disable(auth: AuthContext, proof: { code?: string; password?: string }): Promise<void> {
    const { organizationId, userId } = this.person(auth);
    if ((await this.organizations.getSettings(auth)).require_two_factor) {
      throw problems.conflict('two_factor_required_by_organization', 'Your organization requires two-factor; it cannot be turned off.');
    }
    await this.limits.reauthentication(userId);
    if (proof.code !== undefined) {
      if (!(await this.verify(organizationId, userId, proof.code))) throw twoFactorInvalid(403);
    } else {
      const hash = await this.account.findPasswordHash(organizationId, userId);
      if (!(await this.passwords.verify(hash, proof.password ?? ''))) throw wrongPassword();
    }
    await this.account.disable(
      organizationId,
      userId,
      auditing(organizationId, authorOf(auth), (email: string) => switched(userId, email, false)),
    );
  }

  /**
   * Whether `code` is a TOTP code of the person's enabled secret, of a step later than the last one
   * taken (which it becomes), or one of their unused recovery codes (which is then used).
   */
  async verify(organizationId: string, userId: string, code: string): Promise<boolean> {
    return this.check(await this.row(organizationId, userId), userId, code, {
      useRecoveryCode: (hash) => this.account.useRecoveryCode(organizationId, userId, hash),
      takeStep: (step) => this.account.takeStep(organizationId, userId, step),
    });
  }

  /** {@link verify} at sign-in, once the password named the person (no organization is known yet). */
  async verifyPerson(userId: string, code: string): Promise<boolean> {
    const row = await this.account.findTwoFactorForSignIn(userId);
    if (!row) return false;
    return this.check(row, userId, code, {
      useRecoveryCode: (hash) => this.account.useRecoveryCodeForSignIn(userId, hash),
      takeStep: (step) => this.account.takeStepForSignIn(userId, step),
    });
  }

  private check(
    row: TwoFactorRow,
    userId: string,
    code: string,
    take: { useRecoveryCode: (hash: Buffer) => Promise<boolean>; takeStep: (step: number) => Promise<boolean> },
  ): Promise<boolean> | boolean {
    if (row.enabled_at === null) return false;
    const typed = code.trim();
    const recovery = normalizeRecoveryCode(typed);
    if (recovery !== null) return take.useRecoveryCode(sha256(recovery));
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    const step = acceptedStep(this.secretOf(userId, row), typed, this.clock.now(), lastStep);
    return step !== null && take.takeStep(step);
  }

  private secretOf(userId: string, row: TwoFactorRow): string {
    return openTwoFactorSecret(this.keyRing, { keyId: row.key_id!, blob: row.ciphertext! }, userId, row.organization_ids).toString();
  }

  private async row(organizationId: string, userId: string): Promise<TwoFactorRow> {
    const row = await this.account.findTwoFactor(organizationId, userId);
    if (!row) throw problems.unauthenticated(); // the person was deleted under a live session
    return row;
  }

  private person(auth: AuthContext): { organizationId: string; userId: string } {
    return { organizationId: auth.organizationId, userId: auth.userId! };
  }
}

const alreadyEnabled = () =>
  problems.conflict('two_factor_already_enabled', 'Two-factor is already on; turn it off first to set it up again.');

/** The audit entry of two-factor turned on or off (never its secret or codes). */
function switched(userId: string, email: string, on: boolean): AuditEntry {
  return {
    action: on ? 'two_factor.enabled' : 'two_factor.disabled',
    target: { type: 'user', id: userId, label: email },
    changes: { two_factor: { from: !on, to: on } },
  };
}
