import { isCommonPassword, passwordMinLength } from '../../../shared/domain/passwords';

/** One line of the password checklist: its id (catalogue key), whether it holds, whether it is enforced. */
export interface PasswordRuleState {
  id: 'length' | 'cases' | 'digits' | 'special' | 'notCommon';
  isMet: boolean;
  isRequired: boolean;
}

/**
 * The spec's password rules (spec 1 §5: at least 8 characters, upper and lower case, digits, special
 * characters) plus the common-password list, for the checklist beside the form. Only the length and the
 * common list are enforced (src/shared/domain/passwords.ts, also on the server); the rest is guidance.
 */
export function checkPasswordRules(password: string): PasswordRuleState[] {
  const length = [...password].length;
  return [
    { id: 'length', isMet: length >= passwordMinLength && password.trim() !== '', isRequired: true },
    { id: 'cases', isMet: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password), isRequired: false },
    { id: 'digits', isMet: /\p{Nd}/u.test(password), isRequired: false },
    { id: 'special', isMet: /[^\p{L}\p{Nd}\s]/u.test(password), isRequired: false },
    { id: 'notCommon', isMet: password !== '' && !isCommonPassword(password), isRequired: true },
  ];
}
