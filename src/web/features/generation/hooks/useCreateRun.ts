import { useMutation } from '@tanstack/react-query';
import { createRunContract, type CreateRunInput } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';

/** Starts a generation run; resolves with its id as soon as the server accepted it. */
export function useCreateRun() {
  return useMutation({
    mutationFn: (input: CreateRunInput) => callApi(createRunContract, { body: input }),
  });
}
