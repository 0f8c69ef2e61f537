import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disconnectContract,
  getConnectAttemptContract,
  listPlatformsContract,
  startConnectContract,
} from '../../../../shared/contracts/platforms';
import type { PlatformId } from '../../../../shared/domain/platforms';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The platforms' cards with the workspace's connected accounts (GET /api/platforms). */
export function usePlatforms() {
  return useQuery({
    queryKey: queryKeys.platforms,
    queryFn: ({ signal }) => callApi(listPlatformsContract, { signal }),
  });
}

/** Starts a Connect; the caller sends the browser to the answer's authorizeUrl. */
export function useStartConnect() {
  return useMutation({
    mutationFn: (platform: PlatformId) => callApi(startConnectContract, { params: { platform } }),
  });
}

/** How a Connect ended (the dialog's last step), read once the platform sent the browser back. */
export function useConnectAttempt(attemptId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.connectAttempt(attemptId ?? ''),
    queryFn: ({ signal }) =>
      callApi(getConnectAttemptContract, { params: { attemptId: attemptId ?? '' }, signal }),
    enabled: attemptId !== undefined,
  });
}

/** Disconnects an account (revoked at the platform, tokens deleted). */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) => callApi(disconnectContract, { params: { connectionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.platforms }),
  });
}
