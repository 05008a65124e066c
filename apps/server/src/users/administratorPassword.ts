import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordProblems } from '@velo/domain';

const strengthEstimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

// zxcvbn's top score: at least 10^10 guesses needed. A system administrator may do everything, so
// the product's password rule alone (which "Password1!" passes) is not enough for one.
const strongEnough = 4;

/**
 * What a system administrator's password lacks, each as the end of "The password …": the product's
 * rule, then strength against guessing, with `personalWords` (their names, e-mail address) counted as
 * easy guesses. Empty when it will do.
 */
export async function administratorPasswordProblems(password: string, personalWords: string[]): Promise<string[]> {
  const problems = passwordProblems(password);
  const { score, feedback } = await strengthEstimator.check(password, personalWords);
  if (score < strongEnough) {
    const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
    problems.push(`is too easy to guess${advice ? ` (${advice})` : ''}: make it longer or less predictable`);
  }
  return problems;
}
