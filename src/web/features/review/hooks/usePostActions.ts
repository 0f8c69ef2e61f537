import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneratedPost, GenerationRun } from '../../../../shared/contracts/generation';
import {
  editPostContract,
  listPostVersionsContract,
  regenerateImageContract,
  regeneratePostContract,
  restorePostVersionContract,
  shortenPostContract,
} from '../../../../shared/contracts/review';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The editable text of a post as the editor sends it. */
export interface PostTextChange {
  content?: string;
  hashtags?: string[];
  imagePrompt?: string;
}

/**
 * The review's changes of one post (edit, restore, regenerate text or image, shorten). Each answer's post
 * replaces the post in the cached run, so the card shows what the server stored; the version list is read
 * again after each change.
 */
export function usePostActions(runId: string, postId: string) {
  const queryClient = useQueryClient();
  const storePost = (post: GeneratedPost) => {
    queryClient.setQueryData<GenerationRun>(queryKeys.generationRun(runId), (run) =>
      run ? { ...run, posts: run.posts.map((item) => (item.id === post.id ? post : item)) } : run,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.postVersions(postId) });
  };
  const params = { postId };

  const edit = useMutation({
    mutationFn: (body: PostTextChange) => callApi(editPostContract, { params, body }),
    onSuccess: ({ post }) => storePost(post),
  });
  const restore = useMutation({
    mutationFn: (versionId: string) => callApi(restorePostVersionContract, { params: { postId, versionId } }),
    onSuccess: ({ post }) => storePost(post),
  });
  const regenerate = useMutation({
    mutationFn: (instruction: string) =>
      callApi(regeneratePostContract, {
        params,
        body: instruction.trim() === '' ? {} : { instruction: instruction.trim() },
      }),
    onSuccess: ({ post }) => storePost(post),
  });
  const regenerateImage = useMutation({
    mutationFn: (prompt: string) => callApi(regenerateImageContract, { params, body: { prompt } }),
    onSuccess: ({ post }) => storePost(post),
  });
  const shorten = useMutation({
    mutationFn: () => callApi(shortenPostContract, { params }),
    onSuccess: ({ post }) => storePost(post),
  });
  return { edit, restore, regenerate, regenerateImage, shorten };
}

/** A post's versions, newest first (read when the version list opens). */
export function usePostVersions(postId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.postVersions(postId),
    queryFn: ({ signal }) => callApi(listPostVersionsContract, { params: { postId }, signal }),
    select: (answer) => answer.versions,
    enabled: isEnabled,
  });
}
