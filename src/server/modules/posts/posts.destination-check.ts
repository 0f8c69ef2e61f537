import { findPublishProblems, type CheckedMedia } from '../../../shared/domain/publish-check';
import { AppError } from '../../http/app-error';
import { userText } from '../../i18n/user-text';

/** A post that breaks a chosen destination's rules (each problem is listed in the answer's fields). */
export const destinationProblemsMessage = 'This post does not fit every chosen destination.';

/**
 * Refuses (400) a post that breaks a chosen platform's rules before it is stored or queued, every problem named
 * (fields `problems.N`, each '{platform} …', translated); `media` is the post's video or image, when it has one.
 */
export function assertFitsDestinations(input: {
  content: string;
  media: CheckedMedia | undefined;
  destinationIds: readonly string[];
}): void {
  const problems = findPublishProblems(input);
  if (problems.length === 0) return;
  throw new AppError(
    'bad_request',
    destinationProblemsMessage,
    Object.fromEntries(
      problems.map((problem, index) => [`problems.${index}`, userText(problem.template, problem.values)]),
    ),
  );
}
