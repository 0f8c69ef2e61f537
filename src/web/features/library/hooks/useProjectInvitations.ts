import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteToProjectContract,
  listProjectInvitationsContract,
  withdrawProjectInvitationContract,
} from '../../../../shared/contracts/projects';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The project's pending e-mail invitations (shown as 'Invited' until the address registers). */
export function useProjectInvitations(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectInvitations(projectId),
    queryFn: ({ signal }) => callApi(listProjectInvitationsContract, { params: { projectId }, signal }),
  });
}

/** Invites an address to a project: an editor joins at once, a new address gets an e-mail; the project reloads. */
export function useInviteToProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, email }: { projectId: string; email: string }) =>
      callApi(inviteToProjectContract, { params: { projectId }, body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}

/** Withdraws a pending project invitation; its link stops working. */
export function useWithdrawProjectInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, invitationId }: { projectId: string; invitationId: string }) =>
      callApi(withdrawProjectInvitationContract, { params: { projectId, invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
