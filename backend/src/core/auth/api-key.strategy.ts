import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import { problems } from '../http/problem';
import type { AuthContext } from './auth-context';
import type { AuthenticatedRequest } from './authenticated.decorator';
import { CredentialsService } from './credentials.service';

export const API_KEY_STRATEGY = 'api-key';
const BEARER = /^Bearer (\S+)$/i;

/**
 * `Authorization: Bearer hyk_…`. Without an Authorization header the request is not this strategy's
 * (passport goes on to the next one); with any other header it answers: a malformed, unknown,
 * revoked or expired key is its 401, never a fall back to the session.
 *
 * The key's admission (its confirmation and a token of its bucket, one Redis round trip) is left on
 * the request for the guard, which answers the rate limit and the scope. A key this instance holds
 * in its cache is returned at once, not yet confirmed, so that the guard may start a speculative
 * route on it; any other key is returned once its admission is in.
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY_STRATEGY) {
  constructor(private readonly credentials: CredentialsService) {
    super();
  }

  async validate(request: AuthenticatedRequest): Promise<AuthContext | null> {
    const authorization = request.headers.authorization;
    if (authorization === undefined) return null;
    const match = BEARER.exec(authorization);
    if (!match) throw problems.invalidApiKey();
    const attempt = this.credentials.admitApiKey(match[1]);
    request.apiKey = attempt;
    if (!attempt.cached) return (await attempt.admission).auth;
    attempt.admission.catch(() => undefined); // the guard awaits it; never an unhandled rejection meanwhile
    return attempt.cached;
  }
}
