import type { z } from 'zod';
import { publishStoredContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Post now or schedule of a stored draft. */
export function usePublishStoredPost() {
  return usePostMutation(
    ({ postId, body }: { postId: string; body: z.input<NonNullable<typeof publishStoredContract.body>> }) =>
      callApi(publishStoredContract, { params: { postId }, body }),
  );
}
