import { reschedulePostContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

import type { WallClock } from '../../../../shared/contracts/posts';

/**
 * Moves a scheduled post to a wall-clock date and time in the user's stored zone (the server converts it to
 * UTC in that zone; `timeZone` is the zone shown, used by the server only while none is stored).
 */
export function useReschedulePost() {
  return usePostMutation(
    ({ postId, localTime, timeZone }: { postId: string; localTime: WallClock; timeZone: string }) =>
      callApi(reschedulePostContract, { params: { postId }, body: { localTime, timeZone } }),
  );
}
