import type { ErrorCode } from '../../shared/contracts/errors';

/** The one error type of the server: a code from the contracts, a user-facing message, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
