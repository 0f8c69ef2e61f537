import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/** A mutation of a stored post: afterwards every posts query (history pages, calendar, lists) is refetched. */
export function usePostMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts }),
  });
}
