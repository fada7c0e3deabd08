import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import type { Role } from '../../api/types';

const memberKeys = {
  members: ['members'] as const,
  invitations: ['invitations'] as const,
};

/** The organization's members; `changeRole` and `remove` throw `ApiError` and read the list again when they succeed. */
export function useMembers() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: memberKeys.members, queryFn: () => unwrap(client.GET('/api/members')) });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: memberKeys.members });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      unwrap(client.PATCH('/api/members/{userId}', { params: { path: { userId } }, body: { role } })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => unwrap(client.DELETE('/api/members/{userId}', { params: { path: { userId } } })),
    onSuccess,
  });
  return { state: queryState(list, ({ data }) => ({ members: data })), changeRole: changeRole.mutateAsync, remove: remove.mutateAsync };
}

/**
 * The invitations not accepted yet (read only when `enabled`: an admin's), and making and taking
 * them back; `create` resolves with the link, which no later answer carries.
 */
export function useInvitations(enabled: boolean) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: memberKeys.invitations, queryFn: () => unwrap(client.GET('/api/invitations')), enabled });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: memberKeys.invitations });
  const create = useMutation({
    mutationFn: (body: { email: string; role: Role }) => unwrap(client.POST('/api/invitations', { body })),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => unwrap(client.DELETE('/api/invitations/{invitationId}', { params: { path: { invitationId } } })),
    onSuccess,
  });
  return { state: queryState(list, ({ data }) => ({ invitations: data })), create: create.mutateAsync, revoke: revoke.mutateAsync };
}
