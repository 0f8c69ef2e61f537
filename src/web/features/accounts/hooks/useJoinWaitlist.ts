import { useMutation } from '@tanstack/react-query';
import { joinWaitlistContract } from '../../../../shared/contracts/accounts';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';

/** Joins the private-beta waitlist with an e-mail and the product-updates choice. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof joinWaitlistContract>) => callApi(joinWaitlistContract, { body }),
  });
}
