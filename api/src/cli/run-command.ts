import { relative } from 'node:path';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';

/** A mistake or state the person running the script can fix: printed without a stack trace. */
export class UsageError extends Error {}

/** The path as typed from the repository root when it is inside it, else as it is. */
export function shown(path: string): string {
  const inside = relative(REPOSITORY_ROOT, path);
  return inside.startsWith('..') ? path : inside;
}

interface Failures {
  /** Whether a mistake in the arguments also points to `--help`. */
  usageHint: boolean;
  /** Other errors the person can act on, printed as `Error: <message>` too. */
  isKnown?: (error: unknown) => boolean;
  /** What is printed for any other error; the error itself (its stack) unless given. */
  describe?: (error: unknown) => unknown;
}

/**
 * Runs a command's `main` on the arguments it was given. A failure ends it with exit code 1:
 * what the person can fix (a usage error, the configuration) as one line, anything else in full.
 */
export async function runCommand(
  main: (args: string[]) => Promise<void>,
  { usageHint, isKnown = () => false, describe = (error) => error }: Failures,
): Promise<void> {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    const known =
      error instanceof UsageError ||
      isKnown(error) ||
      (error instanceof Error && error.message.startsWith('Invalid configuration'));
    console.error(known ? `Error: ${(error as Error).message}` : describe(error));
    if (usageHint && error instanceof UsageError) console.error('Run with --help for usage.');
    process.exitCode = 1;
  }
}
