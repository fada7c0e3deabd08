import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, setCsrfToken, toApiError } from '../../api/client';
import type { Session } from '../../api/types';

export interface LoginInput {
  email: string;
  password: string;
}

export interface SignupInput extends LoginInput {
  organization_name: string;
}

export const authApi = {
  me: () => api.get<Session>('/api/auth/me'),
  login: (input: LoginInput) => api.post<Session>('/api/auth/login', input),
  signup: (input: SignupInput) => api.post<Session>('/api/auth/signup', input),
  logout: () => api.post<void>('/api/auth/logout'),
};

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session } | { status: 'error'; error: ApiError };

/**
 * The dashboard session: asks `GET /api/auth/me` on mount (200 → signed in, 401 → signed out)
 * and keeps the CSRF token of the current session in the api client.
 * `signIn`, `signUp` and `signOut` throw `ApiError` for the caller to show.
 */
export function useSession() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const establish = useCallback((session: Session) => {
    setCsrfToken(session.csrf_token);
    setState({ status: 'signed-in', session });
  }, []);

  const clear = useCallback(() => {
    setCsrfToken(null);
    setState({ status: 'signed-out' });
  }, []);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      establish(await authApi.me());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clear();
      else setState({ status: 'error', error: toApiError(error) });
    }
  }, [establish, clear]);

  useEffect(() => {
    void load();
  }, [load]);

  const signIn = useCallback(async (input: LoginInput) => establish(await authApi.login(input)), [establish]);
  const signUp = useCallback(async (input: SignupInput) => establish(await authApi.signup(input)), [establish]);

  const signOut = useCallback(async () => {
    try {
      await authApi.logout();
    } catch (error) {
      // An expired session is as good as a destroyed one.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    clear();
  }, [clear]);

  return { state, reload: load, signIn, signUp, signOut };
}
