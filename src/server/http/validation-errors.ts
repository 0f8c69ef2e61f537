import { isFieldNamingMessage } from '../../shared/contracts/fields';
import { isInCatalogues } from '../i18n/i18n';
import { userText, type UserText } from '../i18n/user-text';
import { describeZodIssue, type ZodIssueDetail } from '../i18n/zod-issues';

/** One failed check: where (path segments inside the request part) and what. */
export interface ValidationIssue {
  path: string[];
  message: string;
  /** The Zod issue's code and fields, when known: Zod's own messages are worded from them in other languages. */
  detail?: ZodIssueDetail;
}

/**
 * An issue's message in every language: the contract edge's messages that need the field's name before
 * them ('The prompt must not contain the NUL character (U+0000).'), the contracts' own messages (catalogue
 * keys), or a message Zod worded itself.
 */
function describeIssue(issue: ValidationIssue, field: string): UserText {
  const message = issue.message || 'Invalid value';
  if (isFieldNamingMessage(message)) return userText(`The {{field}} ${message}`, { field });
  if (isInCatalogues(message)) return message;
  return describeZodIssue(issue.detail, message);
}

/**
 * Turns validation issues into the error answer's `fields` (first message per field, dotted paths such as
 * `platforms.0`; `root` names the part itself when the issue is about all of it, e.g. a body that is not an
 * object) and its top-level message: the first issue's message. Both are answered in the request's language.
 */
export function fieldErrorsFromIssues(
  issues: readonly ValidationIssue[],
  root: string,
): { message: UserText; fields: Record<string, UserText> } {
  const fields: Record<string, UserText> = {};
  let message: UserText | undefined;
  for (const issue of issues) {
    const path = issue.path.filter(Boolean).join('.') || root;
    const text = describeIssue(issue, path);
    message ??= text;
    fields[path] ??= text;
  }
  return { message: message ?? 'The request is not valid.', fields };
}
