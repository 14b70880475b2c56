import type { DB } from '../db/database.ts';
import { countUsers, upsertUser } from '../db/repositories/users.ts';
import { passwordProblem } from './password-strength.ts';
import { hashPassword } from './passwords.ts';

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when no user exists yet. Later
 * changes go through the `npm run user` script, so a changed variable never silently
 * resets a password. A password too easy to guess stops the start with the reason.
 */
export async function bootstrapAdmin(
  db: DB,
  admin: { email?: string | undefined; password?: string | undefined; name: string },
): Promise<'created' | 'exists' | 'not-configured'> {
  if (!admin.email || !admin.password)
    return (await countUsers(db)) > 0 ? 'exists' : 'not-configured';
  if ((await countUsers(db)) > 0) return 'exists';
  const problem = await passwordProblem(admin.password, [admin.email, admin.name]);
  if (problem) throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${problem}`);
  await upsertUser(db, {
    name: admin.name,
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
  });
  return 'created';
}
