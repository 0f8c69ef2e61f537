import { useEffect, useState } from 'react';
import type { estimatePasswordScore } from '../password-strength';

/** zxcvbn's score of a password (0-4), undefined while empty or while the estimator loads. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

type Estimator = { estimatePasswordScore: typeof estimatePasswordScore };
let estimatorLoad: Promise<Estimator> | undefined;

/**
 * The strength of `password` (zxcvbn-ts), counting the user's own words (name, e-mail) as guessable. The
 * estimator is a chunk of its own, imported when the first password is typed; scores follow typing after a
 * short pause. `failed` is true when the chunk could not be loaded (the rules still apply).
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]) {
  const [result, setResult] = useState<{ score: PasswordScore | undefined; failed: boolean }>({
    score: undefined,
    failed: false,
  });
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (password === '') {
      setResult({ score: undefined, failed: false });
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      estimatorLoad ??= import('../password-strength');
      estimatorLoad.then(
        (estimator) => {
          if (isCurrent)
            setResult({
              score: estimator.estimatePasswordScore(password, inputsKey.split('\n')),
              failed: false,
            });
        },
        () => {
          estimatorLoad = undefined;
          if (isCurrent) setResult({ score: undefined, failed: true });
        },
      );
    }, 120);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  return result;
}
