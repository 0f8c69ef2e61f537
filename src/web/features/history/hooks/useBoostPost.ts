import { boostPostContract } from '../../../../shared/contracts/posts-history';
import type { BoostSettings } from '../../../../shared/domain/boost';
import { callApi } from '../../../api/client';
import { usePostMutation } from './usePostMutation';

/** Stores a post's boost settings (the history's budget range). */
export function useBoostPost() {
  return usePostMutation(({ postId, boost }: { postId: string; boost: BoostSettings }) =>
    callApi(boostPostContract, { params: { postId }, body: { boost } }),
  );
}
