import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Asks on the terminal without echoing what is typed. */
async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = true;
    return await terminal.question('');
  } finally {
    muted = false;
    process.stdout.write('\n');
    terminal.close();
  }
}

/** The first line piped to stdin, without its line ending. */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * The new password: from `fromEnv` (ADMIN_PASSWORD) when set, else typed twice at the terminal,
 * else the first line of stdin.
 */
export async function readPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await promptHidden('New password (at least 12 characters): ');
  const again = await promptHidden('Type it again: ');
  if (first !== again) throw new Error('The two passwords do not match');
  return first;
}
