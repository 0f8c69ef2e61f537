import { useQuery } from '@tanstack/react-query';
import { getPublicFormsContract } from '../../../../shared/contracts/public-forms';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The owner's lists of contact messages and newsletter subscribers (403 for anyone else, not retried). */
export function usePublicForms({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.publicForms,
    queryFn: ({ signal }) => callApi(getPublicFormsContract, { signal }),
    enabled: isEnabled,
  });
}
