/**
 * How hard a password is to guess, estimated by zxcvbn (docs/libraries.md) against common
 * passwords, English and Spanish words, keyboard patterns and the person's own details. The API
 * refuses a password below `strongEnoughScore`; the web app shows the same estimate as it is typed
 * (it loads this module, and its dictionaries, only on the pages that set a password).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as spanish from '@zxcvbn-ts/language-es-es';

/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (under 10^10 guesses). */
export const strongEnoughScore = 3;

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  strongEnough: boolean;
  /** zxcvbn's feedback keys (e.g. `similarToCommon`, `anotherWord`), translated by whoever shows them. */
  warning: string | null;
  suggestions: string[];
}

// Built on first use: the dictionaries take a quarter of a second to index.
let estimator: ZxcvbnFactory | undefined;

function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** `userInputs`: words a guesser would try first for this person (email, name, organization). */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result = strengthEstimator().check(password, userInputs);
  const score = result.score;
  return {
    score,
    strongEnough: score >= strongEnoughScore,
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions,
  };
}
