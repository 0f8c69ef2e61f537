import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { transcribeContract } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';

/**
 * Transcribes an uploaded clip (POST /api/generation/transcribe). Send the browser's live transcript when there
 * is one: without a speech model the server uses it, and a transcript under 10 characters comes back as a
 * generic description of the footage (confidence 0.3).
 */
export function useTranscribe() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof transcribeContract>) => callApi(transcribeContract, { body }),
  });
}
