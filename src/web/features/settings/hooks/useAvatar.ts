import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  profileSchema,
  removeAvatarContract,
  uploadAvatarContract,
  type Profile,
} from '../../../../shared/contracts/settings';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { uploadFile } from '../../../api/upload';

/** Uploads a profile image (POST /api/settings/profile/avatar, with progress); it applies at once. */
export function useUploadAvatar(onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Profile> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await uploadFile(uploadAvatarContract.path, form, { onProgress });
      return profileSchema.parse((answer as { profile: unknown }).profile);
    },
    onSuccess: (profile) =>
      queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
        current ? { ...current, avatarUrl: profile.avatarUrl } : profile,
      ),
  });
}

/** Removes the profile image (DELETE /api/settings/profile/avatar). */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(removeAvatarContract)).profile,
    onSuccess: (profile) =>
      queryClient.setQueryData<Profile>(queryKeys.profile, (current) =>
        current ? { ...current, avatarUrl: profile.avatarUrl } : profile,
      ),
  });
}
