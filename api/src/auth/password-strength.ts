import { threadEntry } from '@tow/server-kit/thread-entry';
import { Piscina } from 'piscina';
import type { PasswordScore, ScoreTask } from './password-score-thread.ts';

const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 1024;

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more. Below it are the passwords
 * of the common and breached lists, keyboard walks, sequences and repeats (`aaaaaaaaaaaa`).
 */
const MIN_SCORE = 3;

/**
 * zxcvbn-ts's dictionaries take 28 MB of heap and 0.2 s of CPU to load. Kept on the thread that
 * answers requests, they would block it while loading and then lengthen every full garbage
 * collection for as long as the process lives (in bench:alerts, a replica that had created the
 * first admin paused 8-18 ms at each, drivers' requests included; 4-11 ms without them). They
 * live on a thread of their own instead, which ends a minute after the last check and frees them.
 */
const scorer = new Piscina<ScoreTask, PasswordScore>({
  filename: threadEntry('password-score-thread', import.meta.url).href,
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: 60_000,
});

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
  const { score, warning, suggestions } = await scorer.run({
    password,
    userInputs: userInputs
      .flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)])
      .filter(Boolean),
  });
  if (score >= MIN_SCORE) return null;
  const advice = [warning, ...suggestions].filter(Boolean).join(' ');
  return `The password is too easy to guess.${advice ? ` ${advice}` : ''} A few unrelated words make a strong one.`;
}
