import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRegistrationContract, type getInstanceContract } from '../../../../shared/contracts/instance';
import type { ResponseOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

type Instance = ResponseOf<typeof getInstanceContract>;

/** Opens or closes public registration (owner only); the cached instance follows the server's answer. */
export function useUpdateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isOpen: boolean) => callApi(updateRegistrationContract, { body: { isOpen } }),
    onSuccess: ({ isRegistrationOpen }) => {
      queryClient.setQueryData<Instance>(queryKeys.instance, (instance) =>
        instance ? { ...instance, isRegistrationOpen } : instance,
      );
      void queryClient.invalidateQueries({ queryKey: ['registration'] });
    },
  });
}
