import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateSessionToken, sha256 } from '../../core/crypto/tokens';
import { ProblemException } from '../../core/http/problem';
import { TokenBucket } from '../../core/rate-limit/token-bucket';
import { OrganizationsService } from '../organizations/organizations.service';
import { LoginDto, SessionResponseDto, SignupDto } from './dto/auth.dto';
import { Session } from './session.entity';
import { User } from './user.entity';

export interface SignedIn {
  token: string;
  body: SessionResponseDto;
}

const emailTaken = () => new ProblemException(409, 'email_taken', 'An account with this email already exists.');

/** Login attempts (right or wrong) per email and per client IP: a burst, then one per interval. */
const LOGIN_LIMITS = {
  email: { burst: 10, ratePerSecond: 1 / 30 },
  ip: { burst: 30, ratePerSecond: 1 / 10 },
};

/** Verified against when the email is unknown, so both failures cost the same. */
const DUMMY_HASH = argon2.hash('hookyard-dummy-password', { type: argon2.argon2id });

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly bucket: TokenBucket,
  ) {}

  async signup(input: SignupDto): Promise<SignedIn> {
    if (!this.config.signupEnabled) throw new ProblemException(403, 'signup_disabled', 'Sign-up is disabled on this server.');
    const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
    const user = await this.db
      .transaction(async (manager) => {
        const taken = await manager.query(`SELECT 1 FROM users WHERE lower(email) = lower($1)`, [input.email]);
        if (taken.length > 0) throw emailTaken();
        const organization = await this.organizations.createOrganization(manager, input.organization_name);
        return manager.save(User, { id: randomUUID(), organizationId: organization.id, email: input.email, passwordHash });
      })
      .catch((error: unknown) => {
        // A concurrent sign-up with the same email passed the check first: the unique index decides.
        if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'users_email_key')
          throw emailTaken();
        throw error;
      });
    return this.openSession(user.id);
  }

  async login(input: LoginDto, clientIp: string): Promise<SignedIn> {
    await this.limitLogin(input.email, clientIp);
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: input.email })
      .getOne();
    const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!user || !valid) throw new ProblemException(401, 'invalid_credentials', 'The email or password is wrong.');
    return this.openSession(user.id);
  }

  /** CONTRACT §2: login is rate limited per IP and per email, before any password is checked. */
  private async limitLogin(email: string, clientIp: string): Promise<void> {
    const decisions = await Promise.all([
      this.bucket.take(
        'login-email',
        sha256(email.toLowerCase()).toString('hex'),
        LOGIN_LIMITS.email.ratePerSecond,
        LOGIN_LIMITS.email.burst,
      ),
      this.bucket.take('login-ip', clientIp, LOGIN_LIMITS.ip.ratePerSecond, LOGIN_LIMITS.ip.burst),
    ]);
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length > 0) {
      const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
      throw new ProblemException(
        429,
        'rate_limited',
        'Too many sign-in attempts; try again later.',
        {},
        { 'retry-after': String(retryAfter) },
      );
    }
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.db.getRepository(Session).delete({ tokenHash: sha256(token) });
  }

  async describe(auth: AuthContext): Promise<SessionResponseDto> {
    const user = await this.db.getRepository(User).findOneByOrFail({ id: auth.userId!, organizationId: auth.organizationId });
    const organization = await this.organizations.findOrganization(auth.organizationId);
    return {
      user: { id: user.id, email: user.email },
      organization: { id: organization!.id, name: organization!.name },
      csrf_token: auth.csrfToken!,
    };
  }

  private async openSession(userId: string): Promise<SignedIn> {
    const token = generateSessionToken();
    const csrfToken = generateSessionToken();
    const user = await this.db.getRepository(User).findOneByOrFail({ id: userId });
    await this.db.getRepository(Session).insert({
      tokenHash: sha256(token),
      userId,
      organizationId: user.organizationId,
      csrfToken,
      lastSeenAt: new Date(),
    });
    const auth: AuthContext = { organizationId: user.organizationId, kind: 'session', scopes: [], userId, apiKeyId: null, csrfToken };
    return { token, body: await this.describe(auth) };
  }
}
