import type { Scope } from './scopes';

/** Who is calling: handed to services as their first argument. */
export interface AuthContext {
  organizationId: string;
  kind: 'session' | 'api_key';
  scopes: readonly Scope[];
  userId: string | null;
  apiKeyId: string | null;
  /** Session only: the CSRF token handed back by login/me. */
  csrfToken: string | null;
}
