import { duplicatePostContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Copies a post into a new draft. */
export function useDuplicatePost() {
  return usePostMutation((postId: string) => callApi(duplicatePostContract, { params: { postId } }));
}
