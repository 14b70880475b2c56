/**
 * The password scorer's thread (started by password-strength.ts through piscina): zxcvbn-ts with
 * its common-password and English dictionaries, loaded once per thread.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export interface ScoreTask {
  password: string;
  userInputs: string[];
}

export interface PasswordScore {
  score: number;
  warning: string;
  suggestions: string[];
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export default function scorePassword({ password, userInputs }: ScoreTask): PasswordScore {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  return { score, warning: feedback.warning ?? '', suggestions: feedback.suggestions };
}
