import type { z } from 'zod';
import { editPostContract, type editPostRequestSchema } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Edits the title, content or hashtags of a draft or scheduled post. */
export function useEditPost() {
  return usePostMutation(
    ({ postId, changes }: { postId: string; changes: z.input<typeof editPostRequestSchema> }) =>
      callApi(editPostContract, { params: { postId }, body: changes }),
  );
}
