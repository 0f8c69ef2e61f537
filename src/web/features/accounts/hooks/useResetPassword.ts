import { useMutation } from '@tanstack/react-query';
import { resetPasswordContract } from '../../../../shared/contracts/accounts';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';

/**
 * Sets a new password with the single-use token of a reset link. A bad or expired token fails with the
 * server's message (code bad_request); a weak password fails with ApiError.fields.password.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof resetPasswordContract>) => callApi(resetPasswordContract, { body }),
  });
}
