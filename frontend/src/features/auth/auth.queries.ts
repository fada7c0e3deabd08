import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, client, setCsrfToken, unwrap } from '../../api/client';
import type { Session } from '../../api/types';

export interface LoginInput {
  email: string;
  password: string;
  /** With two-factor on: a code of the app or a recovery code. */
  code?: string;
}

export interface SignupInput extends Omit<LoginInput, 'code'> {
  organization_name: string;
}

/** Accepting an invitation: a new person gives a name and a password; a person with an account, signed in, neither (or its password). */
export interface AcceptInvitationInput {
  token: string;
  name?: string;
  password?: string;
}

export const sessionKeys = {
  current: ['session'] as const,
};

/**
 * Single sign-on (docs/http.md, Single sign-on): the provider's sign-in page for the e-mail's
 * domain, where the browser goes next; the callback brings it back signed in (or to the login page
 * with `?sso_error=`). Throws `ApiError` (`sso_not_configured` for a domain without it).
 */
export async function startSso(email: string): Promise<string> {
  const { authorization_url } = await unwrap(client.POST('/api/auth/sso', { body: { email } }));
  return authorization_url;
}

/** What the login page says of each `?sso_error=` the callback sends back. */
export const SSO_ERRORS: Record<string, string> = {
  flow_expired: 'The single sign-on took too long or was started in another browser. Please try again.',
  state_mismatch: 'The answer of your identity provider did not belong to this sign-in, so it was refused. Please try again.',
  nonce_mismatch: 'The answer of your identity provider did not belong to this sign-in, so it was refused. Please try again.',
  provider_error: 'Your identity provider did not sign you in (it refused, or the sign-in was cancelled).',
  email_not_allowed: 'Your identity provider gave no verified e-mail address of the organization’s domains.',
  account_exists:
    'An account with your e-mail exists and is not a member of this organization: ask an administrator for an invitation, accept it with your password, then sign in with SSO.',
  sso_failed: 'Single sign-on failed. Please try again, or ask an administrator to check the organization’s settings.',
};

/** The signed-in session, or null when there is none (`GET /api/auth/me` answered 401). */
async function readSession(): Promise<Session | null> {
  try {
    const session = await unwrap(client.GET('/api/auth/me'));
    setCsrfToken(session.csrf_token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

/**
 * The dashboard session. Read again whenever the tab comes back into view (and at most every 5 s
 * while it is used), so a tab whose session ended elsewhere notices within seconds; any other 401
 * ends it at once (see `whenSessionEnds` in app.tsx).
 */
export function useSession() {
  return useQuery({ queryKey: sessionKeys.current, queryFn: readSession, refetchOnWindowFocus: 'always', refetchInterval: 30_000 });
}

/** Sign in, sign up and sign out; each throws `ApiError` for the caller to show. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const establish = (session: Session) => {
    setCsrfToken(session.csrf_token);
    queryClient.setQueryData(sessionKeys.current, session);
  };
  const signIn = useMutation({ mutationFn: (body: LoginInput) => unwrap(client.POST('/api/auth/login', { body })), onSuccess: establish });
  const signUp = useMutation({
    mutationFn: (body: SignupInput) => unwrap(client.POST('/api/auth/signup', { body })),
    onSuccess: establish,
  });
  const switchOrganization = useMutation({
    mutationFn: (organizationId: string) =>
      unwrap(client.POST('/api/auth/switch-organization', { body: { organization_id: organizationId } })),
    onSuccess: (session: Session) => {
      // Everything read so far was the other organization's.
      queryClient.clear();
      establish(session);
    },
  });
  const acceptInvitation = useMutation({
    mutationFn: (body: AcceptInvitationInput) => unwrap(client.POST('/api/auth/accept-invitation', { body })),
    onSuccess: (session: Session) => {
      queryClient.clear();
      establish(session);
    },
  });
  const signOut = useMutation({
    mutationFn: async () => {
      try {
        await unwrap(client.POST('/api/auth/logout'));
      } catch (error) {
        // An expired session is as good as a destroyed one.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.current, null);
    },
  });
  return {
    signIn: async (input: LoginInput) => void (await signIn.mutateAsync(input)),
    signUp: async (input: SignupInput) => void (await signUp.mutateAsync(input)),
    signOut: () => signOut.mutateAsync(),
    switchOrganization: async (organizationId: string) => void (await switchOrganization.mutateAsync(organizationId)),
    acceptInvitation: async (input: AcceptInvitationInput) => void (await acceptInvitation.mutateAsync(input)),
  };
}
