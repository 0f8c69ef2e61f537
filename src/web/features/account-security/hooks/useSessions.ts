import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endOtherSessionsContract,
  endSessionContract,
  listSessionsContract,
} from '../../../../shared/contracts/account-security';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The signed-in user's active sessions, this device first. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.accountSessions,
    queryFn: () => callApi(listSessionsContract),
    select: (answer) => answer.sessions,
  });
}

/** Signs out one session (another device); the list refreshes. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(endSessionContract, { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}

/** Signs out every session but this one; answers how many ended. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endOtherSessionsContract),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
