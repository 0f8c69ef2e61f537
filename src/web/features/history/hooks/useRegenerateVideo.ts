import { regeneratePostVideoContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Queues a new video of a stored post with the history settings (the list then follows its progress). */
export function useRegenerateVideo() {
  return usePostMutation((postId: string) => callApi(regeneratePostVideoContract, { params: { postId } }));
}
