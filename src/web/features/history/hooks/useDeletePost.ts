import { deletePostContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Deletes a post (refused while it is being published). */
export function useDeletePost() {
  return usePostMutation((postId: string) => callApi(deletePostContract, { params: { postId } }));
}
