import { useTranslation } from 'react-i18next';
import type { PublishProblem } from '../../../../shared/domain/publish-check';

/**
 * The problems that stop a post going to its chosen destinations, under the destination list: those the dialog
 * finds itself (translated from their message keys) and those a 400 answer named (already translated), in an
 * alert (announced when it appears); `id` names it for the buttons' aria-describedby.
 */
export function PublishProblems({
  id,
  problems,
  answered,
}: {
  id: string;
  problems: readonly PublishProblem[];
  answered: readonly string[];
}) {
  const { t } = useTranslation('review');
  const texts = [
    ...problems.map((problem) => t(`publish.problems.${problem.key}`, problem.values)),
    ...answered,
  ];
  if (texts.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      <p className="font-medium">{t('publish.problemsIntro')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {texts.map((text, index) => (
          <li key={`${index}-${text}`}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
