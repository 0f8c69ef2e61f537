import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';

/** Only the instance owner may read or change instance settings. */
export function assertInstanceOwner(auth: AuthContext): void {
  if (!auth.isInstanceOwner)
    throw new AppError('forbidden', 'Only the owner of this Postforge instance can do this.');
}
