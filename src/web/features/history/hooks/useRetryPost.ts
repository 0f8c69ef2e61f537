import { retryPublishContract } from '../../../../shared/contracts/posts';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Publishes a failed post again. */
export function useRetryPost() {
  return usePostMutation((postId: string) => callApi(retryPublishContract, { params: { postId } }));
}
