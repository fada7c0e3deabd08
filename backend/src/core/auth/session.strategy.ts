import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { AuthContext } from './auth-context';
import type { AuthenticatedRequest } from './authenticated.decorator';
import { CredentialsService, SESSION_COOKIE } from './credentials.service';

export const SESSION_STRATEGY = 'session-cookie';

/** The dashboard session: cookie `hookyard_session`, looked up server-side. No valid session: not this strategy's request. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  constructor(private readonly credentials: CredentialsService) {
    super();
  }

  validate(request: AuthenticatedRequest): Promise<AuthContext | null> {
    return this.credentials.fromSession(request.cookies?.[SESSION_COOKIE]);
  }
}
