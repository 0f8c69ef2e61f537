import { useMutation } from '@tanstack/react-query';
import { forgotPasswordContract } from '../../../../shared/contracts/accounts';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';

/** Asks for a password reset link. The server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof forgotPasswordContract>) => callApi(forgotPasswordContract, { body }),
  });
}
