import { parseArgs } from 'node:util';
import { z } from 'zod';
import { passwordProblem } from '../auth/password-strength.ts';
import { hashPassword } from '../auth/passwords.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { revokeUserSessions } from '../db/repositories/sessions.ts';
import { findUserByEmail, upsertUser } from '../db/repositories/users.ts';
import { readApiConfig } from '../env.ts';
import { readPassword } from './read-password.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = `Creates an admin user, or resets the name and password of an existing one.

Usage: npm run user -- --email <address> [--name "<full name>"]

The password comes from ADMIN_PASSWORD when set; otherwise it is asked for (twice, not shown)
on a terminal, or read from the first line of stdin when piped. At least 12 characters, and
not easy to guess (common and breached passwords, keyboard walks, repeats are refused).
A reset signs the user out everywhere. The database is DATABASE_URL, or the embedded one under
DATA_DIR (stop the server first: the embedded database takes one process at a time).`;

const Options = z.object({
  email: z.email({ error: '--email must be an email address, e.g. --email owner@example.com' }),
  name: z.string().trim().min(1, '--name cannot be empty').max(120, '--name is too long'),
});

function parseOptions(args: string[]) {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.help) return null;
  if (parsed.email === undefined) throw new UsageError('--email is required');
  const checked = Options.partial({ name: true }).safeParse(parsed);
  if (!checked.success) throw new UsageError(checked.error.issues[0]?.message ?? 'Bad options');
  return checked.data;
}

async function checkPassword(password: string, userInputs: string[]): Promise<void> {
  if (password === '')
    throw new UsageError('No password given: set ADMIN_PASSWORD, or type or pipe it in');
  const problem = await passwordProblem(password, userInputs);
  if (problem) throw new UsageError(problem);
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const config = readApiConfig();
  const password = await readPassword(config.ADMIN_PASSWORD);
  await checkPassword(password, [options.email, options.name ?? '']);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const existing = await findUserByEmail(db, options.email);
    const user = await upsertUser(db, {
      email: options.email,
      name: options.name ?? existing?.name ?? config.ADMIN_NAME,
      passwordHash: await hashPassword(password),
    });
    if (existing) {
      await revokeUserSessions(db, user.id);
      console.log(
        `Reset user ${user.email} (id ${user.id}, "${user.name}"); signed out everywhere.`,
      );
    } else {
      console.log(`Created user ${user.email} (id ${user.id}, "${user.name}").`);
    }
  } finally {
    await database.close();
  }
}

await runCommand(main, { usageHint: true });
