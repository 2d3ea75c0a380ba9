import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from './users.tables.ts';

/** Avatar colours for users without a picture (spec 1 §3 `color`), the event colours of spec 1 §9. */
const AVATAR_COLORS = ['purple', 'green', 'pink', 'blue', 'red', 'yellow', 'brown'] as const;

export function pickAvatarColor(): string {
  return AVATAR_COLORS[Math.floor(Math.random() * AVATAR_COLORS.length)] ?? 'blue';
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
