import { useMutation } from '@tanstack/react-query';
import {
  confirmNewsletterContract,
  unsubscribeNewsletterContract,
} from '../../../../shared/contracts/public-forms';
import { callApi } from '../../../api/client';

/** Opens a newsletter e-mail link: confirms the subscription or unsubscribes, with the link's token. */
export function useNewsletterLink(action: 'confirm' | 'unsubscribe') {
  return useMutation({
    mutationFn: (token: string) =>
      callApi(action === 'confirm' ? confirmNewsletterContract : unsubscribeNewsletterContract, {
        body: { token },
      }),
  });
}
