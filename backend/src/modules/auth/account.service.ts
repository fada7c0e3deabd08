import { PasswordHasher } from '../../core/crypto/passwords';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { problems } from '../../core/http/problem';
import { AccountRepository, AccountSessionRow } from './account.repository';
import { AttemptLimits } from './attempt-limits';
import { wrongPassword } from './two-factor.service';

/**
 * A person's own sessions and password (docs/http.md, Two-factor and sessions). Sessions are read
 * from PostgreSQL on every request (core/auth/credentials.service.ts caches none), so a session
 * ended here is refused at its very next request on every api instance.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly account: AccountRepository,
    private readonly limits: AttemptLimits,
    private readonly passwords: PasswordHasher,
  ) {}

  listSessions(auth: AuthContext): Promise<AccountSessionRow[]> {
    return this.account.listSessions(auth.organizationId, auth.userId!);
  }

  async endSession(auth: AuthContext, sessionId: string): Promise<void> {
    const record = auditing(auth.organizationId, authorOf(auth), () => ({
      action: 'session.ended',
      target: { type: 'session', id: sessionId, label: null },
    }));
    if (!(await this.account.deleteSession(auth.organizationId, auth.userId!, sessionId, record))) throw problems.notFound('session');
  }

  /** Every session of the person but this one: how many ended. */
  endOtherSessions(auth: AuthContext): Promise<number> {
    const record = auditing(auth.organizationId, authorOf(auth), ({ count, email }: { count: number; email: string }) => ({
      action: 'session.signed_out_elsewhere',
      target: { type: 'user', id: auth.userId, label: email },
      changes: { other_sessions: { from: count, to: 0 } },
    }));
    return this.account.deleteOtherSessions(auth.organizationId, auth.userId!, auth.sessionId!, record);
  }

  /** A new password, given the current one; the person's other sessions end with the old password. */
  async changePassword(auth: AuthContext, current: string, next: string): Promise<void> {
    await this.limits.reauthentication(auth.userId!);
    const hash = await this.account.findPasswordHash(auth.organizationId, auth.userId!);
    if (!(await this.passwords.verify(hash, current))) throw wrongPassword();
    const nextHash = await this.passwords.hash(next);
    const record = auditing(auth.organizationId, authorOf(auth), (email: string) => ({
      action: 'password.changed',
      target: { type: 'user', id: auth.userId, label: email },
      changes: { password: { changed: true } },
    }));
    await this.account.changePassword(auth.organizationId, auth.userId!, nextHash, auth.sessionId!, record);
  }
}
