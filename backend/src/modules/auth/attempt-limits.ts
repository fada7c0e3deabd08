import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { sha256 } from '../../core/crypto/tokens';
import { ProblemException } from '../../core/http/problem';
import { RateLimitDecision, TokenBucket } from '../../core/rate-limit/token-bucket';

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

/**
 * Two-factor codes at sign-in, per person, whatever the address: only someone who has the password
 * gets this far, and 3 codes in 10^6 are right at any time, so 10 tries and then one a minute make
 * guessing take years, where the per-email login limit alone would allow 1,440 a day.
 */
const SECOND_FACTOR = { burst: 10, ratePerSecond: 1 / 60 };
/** Checks of the password or a code inside a session (disable two-factor, change password), per person. */
const REAUTHENTICATION = { burst: 10, ratePerSecond: 1 / 30 };

/** The rate limits of sign-up, sign-in and re-authentication (docs/http.md, Rate limits): 429 `rate_limited` with Retry-After. */
@Injectable()
export class AttemptLimits {
  constructor(
    private readonly bucket: TokenBucket,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Login is rate limited per IP and per email, before any password is checked. */
  async login(email: string, clientIp: string): Promise<void> {
    const emailHash = sha256(email.toLowerCase()).toString('hex');
    const { emailAndIp, ip, email: perEmail } = LOGIN_LIMITS;
    await this.limit('Too many sign-in attempts; try again later.', [
      this.bucket.take('login-email-ip', `${emailHash}:${clientIp}`, emailAndIp.ratePerSecond, emailAndIp.burst),
      this.bucket.take('login-ip', clientIp, ip.ratePerSecond, ip.burst),
      this.bucket.take('login-email', emailHash, perEmail.ratePerSecond, perEmail.burst),
    ]);
  }

  /** A two-factor code at sign-in, before it is checked. */
  async secondFactor(userId: string): Promise<void> {
    await this.limit('Too many two-factor codes tried; try again later.', [
      this.bucket.take('login-two-factor', userId, SECOND_FACTOR.ratePerSecond, SECOND_FACTOR.burst),
    ]);
  }

  /** A password or code check inside a session, before it is checked. */
  async reauthentication(userId: string): Promise<void> {
    await this.limit('Too many attempts; try again later.', [
      this.bucket.take('reauthentication', userId, REAUTHENTICATION.ratePerSecond, REAUTHENTICATION.burst),
    ]);
  }

  /** Sign-ups per client IP (`SIGNUP_RATE_PER_HOUR`, as a burst refilled over the hour). */
  async signup(clientIp: string): Promise<void> {
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
}
