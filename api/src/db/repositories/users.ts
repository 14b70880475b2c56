import type { User } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';

export interface UserWithHash extends User {
  password_hash: string;
}

export async function findUserByEmail(db: DB, email: string): Promise<UserWithHash | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function countUsers(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates the user, or resets the name and password of the one with that email. */
export async function upsertUser(
  db: DB,
  user: { name: string; email: string; passwordHash: string },
): Promise<User> {
  const existing = await findUserByEmail(db, user.email);
  if (existing) {
    return db
      .updateTable('users')
      .set({ name: user.name, password_hash: user.passwordHash, updated_at: new Date() })
      .where('id', '=', existing.id)
      .returning(['id', 'name', 'email'])
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('users')
    .values({ name: user.name, email: user.email, password_hash: user.passwordHash })
    .returning(['id', 'name', 'email'])
    .executeTakeFirstOrThrow();
}
