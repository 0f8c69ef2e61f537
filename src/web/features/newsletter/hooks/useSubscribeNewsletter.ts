import { useMutation } from '@tanstack/react-query';
import { subscribeNewsletterContract } from '../../../../shared/contracts/public-forms';
import { callApi } from '../../../api/client';

/** Asks for the newsletter; the answer is the same for a new and a known address (a confirmation e-mail follows). */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) => callApi(subscribeNewsletterContract, { body: { email } }),
  });
}
