import { useMutation } from '@tanstack/react-query';
import { enhancePromptContract } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';

/**
 * Rewrites a prompt into a richer one. Resolves with `{ prompt, isFallback }`; `isFallback` is true when the
 * offline writer (or a failed provider) produced it, which the UI mentions.
 */
export function useEnhancePrompt() {
  return useMutation({
    mutationFn: (prompt: string) => callApi(enhancePromptContract, { body: { prompt } }),
  });
}
