import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { AuthContext } from '../../core/auth/auth-context';
import { CredentialsRepository } from '../../core/auth/credentials.repository';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { generateSessionToken, sha256 } from '../../core/crypto/tokens';
import { ProblemException } from '../../core/http/problem';
import { RateLimitDecision, TokenBucket } from '../../core/rate-limit/token-bucket';
import { OrganizationsService } from '../organizations/organizations.service';
import { AccountsRepository } from './accounts.repository';
import { LoginDto, SessionResponseDto, SignupDto } from './dto/auth.dto';
import { User } from './user.entity';

export interface SignedIn {
  token: string;
  body: SessionResponseDto;
}

const emailTaken = () => new ProblemException(409, 'email_taken', 'An account with this email already exists.');

/**
 * Login attempts (right or wrong), each a token bucket: a burst, then one per interval.
 * - per email and client IP: a stranger guessing from one address is stopped after 10 tries,
 *   while the owner, from another address, still gets in;
 * - per client IP, whatever the email: one address cannot try many accounts;
 * - per email, whatever the address: a ceiling ten times the first, against guessing spread over
 *   many addresses (only such a spread attack can lock the owner out).
 */
const LOGIN_LIMITS = {
  emailAndIp: { burst: 10, ratePerSecond: 1 / 30 },
  ip: { burst: 30, ratePerSecond: 1 / 10 },
  email: { burst: 100, ratePerSecond: 1 / 60 },
};

/** Verified against when the email is unknown, so both failures cost the same. */
const DUMMY_HASH = argon2.hash('hookyard-dummy-password', { type: argon2.argon2id });

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly credentials: CredentialsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly bucket: TokenBucket,
  ) {}

  async signup(input: SignupDto, clientIp: string): Promise<SignedIn> {
    if (!this.config.signupEnabled) throw new ProblemException(403, 'signup_disabled', 'Sign-up is disabled on this server.');
    await this.limitSignup(clientIp);
    const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
    const user = await this.accounts.createAccount({ email: input.email, passwordHash, organizationName: input.organization_name });
    if (!user) throw emailTaken();
    return this.openSession(user);
  }

  async login(input: LoginDto, clientIp: string): Promise<SignedIn> {
    await this.limitLogin(input.email, clientIp);
    const user = await this.accounts.findForSignIn(input.email);
    const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!user || !valid) throw new ProblemException(401, 'invalid_credentials', 'The email or password is wrong.');
    return this.openSession(user);
  }

  /** CONTRACT §2: login is rate limited per IP and per email, before any password is checked. */
  private async limitLogin(email: string, clientIp: string): Promise<void> {
    const emailHash = sha256(email.toLowerCase()).toString('hex');
    const { emailAndIp, ip, email: perEmail } = LOGIN_LIMITS;
    await this.limit('Too many sign-in attempts; try again later.', [
      this.bucket.take('login-email-ip', `${emailHash}:${clientIp}`, emailAndIp.ratePerSecond, emailAndIp.burst),
      this.bucket.take('login-ip', clientIp, ip.ratePerSecond, ip.burst),
      this.bucket.take('login-email', emailHash, perEmail.ratePerSecond, perEmail.burst),
    ]);
  }

  /** Sign-ups per client IP (`SIGNUP_RATE_PER_HOUR`, as a burst refilled over the hour). */
  private async limitSignup(clientIp: string): Promise<void> {
    const perHour = this.config.signupRatePerHour;
    await this.limit('Too many sign-ups from this address; try again later.', [
      this.bucket.take('signup-ip', clientIp, perHour / 3600, perHour),
    ]);
  }

  /** 429 `rate_limited` with `Retry-After` when any of the buckets refused. */
  private async limit(detail: string, decisions: Promise<RateLimitDecision>[]): Promise<void> {
    const refused = (await Promise.all(decisions)).filter((decision) => !decision.allowed);
    if (refused.length === 0) return;
    const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
    throw new ProblemException(429, 'rate_limited', detail, {}, { 'retry-after': String(retryAfter) });
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.credentials.closeSessionByHash(sha256(token));
  }

  async describe(auth: AuthContext): Promise<SessionResponseDto> {
    const [user, organization] = await Promise.all([
      this.accounts.findUser(auth.organizationId, auth.userId!),
      this.organizations.findOrganization(auth),
    ]);
    return {
      user: { id: user!.id, email: user!.email },
      organization: { id: organization!.id, name: organization!.name },
      csrf_token: auth.csrfToken!,
    };
  }

  private async openSession(user: User): Promise<SignedIn> {
    const token = generateSessionToken();
    const csrfToken = generateSessionToken();
    await this.credentials.openSession(user.organizationId, { tokenHash: sha256(token), userId: user.id, csrfToken });
    const auth: AuthContext = {
      organizationId: user.organizationId,
      kind: 'session',
      scopes: [],
      userId: user.id,
      apiKeyId: null,
      csrfToken,
    };
    return { token, body: await this.describe(auth) };
  }
}
