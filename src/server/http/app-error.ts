import type { ErrorCode } from '../../shared/contracts/errors';
import { toEnglish } from '../i18n/i18n';
import type { UserText } from '../i18n/user-text';

/**
 * The one error type of the server: a code from the contracts, a user-facing message, optional field errors.
 * Messages are `UserText` (the English text, or a template with values); the error plugin answers them in
 * the request's language, while `message` and `fields` hold the English for logs and tests.
 */
export class AppError extends Error {
  /** Field errors in English, by field. */
  readonly fields?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    /** The message in any language. */
    readonly text: UserText,
    /** Field errors in any language, by field. */
    readonly fieldTexts?: Readonly<Record<string, UserText>>,
  ) {
    super(toEnglish(text));
    this.name = 'AppError';
    if (fieldTexts) {
      this.fields = Object.fromEntries(
        Object.entries(fieldTexts).map(([field, fieldText]) => [field, toEnglish(fieldText)]),
      );
    }
  }
}
