import { useMutation } from '@tanstack/react-query';
import { sendContactMessageContract } from '../../../../shared/contracts/public-forms';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';

/** Sends the contact form (stored and e-mailed to the owner). Fails with 400 (fields) or 429 (rate limit). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof sendContactMessageContract>) =>
      callApi(sendContactMessageContract, { body }),
  });
}
