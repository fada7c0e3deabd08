import type { Role } from './roles';
import type { Scope } from './scopes';

/** Where a request came from: the client address (as TRUST_PROXY reads it) and its User-Agent, for the audit log. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Who is calling: handed to services as their first argument. */
export interface AuthContext {
  organizationId: string;
  kind: 'session' | 'api_key';
  scopes: readonly Scope[];
  userId: string | null;
  apiKeyId: string | null;
  /**
   * Session only: the person's role in the organization, read with the session on every request.
   * Null for an API key, which its scopes alone limit (only an admin creates one).
   */
  role: Role | null;
  /** Session only: the CSRF token handed back by login/me. */
  csrfToken: string | null;
  /** Session only: the session's id (never its token), as the account's session list names it. */
  sessionId: string | null;
  /**
   * Session only: signed in without the two-factor its organization requires; such a session may
   * only set two-factor up (and sign out): docs/http.md, Two-factor and sessions.
   */
  restricted: boolean;
  /** Set by `@Auth()` from the request (never cached with the credential); absent outside a request. */
  origin?: RequestOrigin;
}
