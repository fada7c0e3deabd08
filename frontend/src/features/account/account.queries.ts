import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import { sessionKeys } from '../auth/auth.queries';

const accountKeys = {
  twoFactor: ['account', 'two-factor'] as const,
  sessions: ['account', 'sessions'] as const,
};

/** Turning it off: a code of the app (or a recovery code), or the password. */
export type DisableTwoFactorInput = { code: string } | { password: string };

/**
 * The person's two-factor: its state, and setting it up, enabling and disabling it (each throws
 * `ApiError` for the caller to show). Enabling or disabling reads the session again: a restricted
 * session becomes a full one, and `me` says whether two-factor is on.
 */
export function useTwoFactor() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: accountKeys.twoFactor, queryFn: () => unwrap(client.GET('/api/account/two-factor')) });
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.current }),
    ]);
  const setUp = useMutation({ mutationFn: () => unwrap(client.POST('/api/account/two-factor/setup')) });
  const enable = useMutation({
    mutationFn: (code: string) => unwrap(client.POST('/api/account/two-factor/enable', { body: { code } })),
    // The recovery codes are shown first; the session is read again when they are dismissed (`refresh`).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
  const disable = useMutation({
    mutationFn: (body: DisableTwoFactorInput) => unwrap(client.POST('/api/account/two-factor/disable', { body })),
    onSuccess: changed,
  });
  return {
    state: queryState(status, (data) => ({ twoFactor: data })),
    setUp: setUp.mutateAsync,
    enable: async (code: string) => (await enable.mutateAsync(code)).recovery_codes,
    disable: async (input: DisableTwoFactorInput) => void (await disable.mutateAsync(input)),
    refresh: changed,
  };
}

/** The person's sessions: the list, ending one, ending every other one. */
export function useAccountSessions() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: accountKeys.sessions, queryFn: () => unwrap(client.GET('/api/account/sessions')) });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const end = useMutation({
    mutationFn: (sessionId: string) => unwrap(client.DELETE('/api/account/sessions/{sessionId}', { params: { path: { sessionId } } })),
    onSuccess,
  });
  const endOthers = useMutation({
    mutationFn: () => unwrap(client.POST('/api/account/sessions/sign-out-everywhere')),
    onSuccess,
  });
  return {
    state: queryState(list, ({ data }) => ({ sessions: data })),
    end: async (sessionId: string) => void (await end.mutateAsync(sessionId)),
    endOthers: async () => (await endOthers.mutateAsync()).signed_out,
  };
}

/** Changes the password; the other sessions end (their list is read again). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => unwrap(client.POST('/api/account/password', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
  return async (current: string, next: string) => void (await change.mutateAsync({ current_password: current, new_password: next }));
}
