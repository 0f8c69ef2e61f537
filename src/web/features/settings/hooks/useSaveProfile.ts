import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileContract, type ProfileInput } from '../../../../shared/contracts/settings';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Saves the profile (PUT /api/settings/profile) and puts the saved profile in the cache. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ProfileInput) =>
      (await callApi(updateProfileContract, { body: profile })).profile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}
