const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 1024;

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more. Below it are the passwords
 * of the common and breached lists, keyboard walks, sequences and repeats (`aaaaaaaaaaaa`).
 */
const MIN_SCORE = 3;

type Checker = (
  password: string,
  userInputs: string[],
) => { score: number; warning: string; suggestions: string[] };
let checker: Promise<Checker> | undefined;

/** zxcvbn-ts with its common-password and English dictionaries, loaded on first use only. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return (password, userInputs) => {
      const { score, feedback } = zxcvbn.check(password, userInputs);
      return { score, warning: feedback.warning ?? '', suggestions: feedback.suggestions };
    };
  })();
  return checker;
}

/**
 * Why `password` may not be used, in words for the person choosing it, or null when it may.
 * `userInputs` (the account's email and name) count as known words.
 */
export async function passwordProblem(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const { score, warning, suggestions } = (await loadChecker())(
    password,
    userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter(Boolean),
  );
  if (score >= MIN_SCORE) return null;
  const advice = [warning, ...suggestions].filter(Boolean).join(' ');
  return `The password is too easy to guess.${advice ? ` ${advice}` : ''} A few unrelated words make a strong one.`;
}
