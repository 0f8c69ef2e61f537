import { reschedulePostContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Moves a scheduled post to another instant (ISO), chosen in `timeZone`. */
export function useReschedulePost() {
  return usePostMutation(
    ({ postId, scheduledFor, timeZone }: { postId: string; scheduledFor: string; timeZone: string }) =>
      callApi(reschedulePostContract, { params: { postId }, body: { scheduledFor, timeZone } }),
  );
}
