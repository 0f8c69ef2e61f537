import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/*
 * The strength estimator (zxcvbn-ts with its common and English dictionaries). Several hundred kilobytes:
 * imported only by usePasswordStrength's dynamic import, so it is a chunk of its own, fetched when a password
 * form first gets a value, never with the app's first load.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
});

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess), for a password and the user's own words. */
export function estimatePasswordScore(password: string, userInputs: readonly string[]): 0 | 1 | 2 | 3 | 4 {
  // zxcvbn's time grows with the length; the first 100 characters say enough about the strength.
  return estimator.check(password.slice(0, 100), [...userInputs]).score;
}
