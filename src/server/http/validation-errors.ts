import { isFieldNamingMessage } from '../../shared/contracts/fields';

/** One failed check: where (path segments inside the request part) and what. */
export interface ValidationIssue {
  path: string[];
  message: string;
}

/**
 * Turns validation issues into the error answer's `fields` (first message per field, dotted paths such as
 * `platforms.0`; `root` names the part itself when the issue is about all of it, e.g. a body that is not an
 * object) and its top-level message: the first issue's message, with the field's name put before the
 * contract edge's own messages ('The prompt must not contain the NUL character (U+0000).').
 */
export function fieldErrorsFromIssues(
  issues: readonly ValidationIssue[],
  root: string,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let message: string | undefined;
  for (const issue of issues) {
    const path = issue.path.filter(Boolean).join('.') || root;
    const text = issue.message || 'Invalid value';
    message ??= isFieldNamingMessage(text) ? `The ${path} ${text}` : text;
    if (!fields[path]) fields[path] = isFieldNamingMessage(text) ? `The ${path} ${text}` : text;
  }
  return { message: message ?? 'The request is not valid.', fields };
}
