import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { FieldValidationError } from '../../http/errors.ts';
import { assertNotCommonPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users.service.ts';
import { type UserRow, users } from './users.tables.ts';

/** Avatar colours for users without a picture: the palette events are drawn in. */
const AVATAR_COLORS = ['purple', 'green', 'pink', 'blue', 'red', 'yellow', 'brown'] as const;

function pickAvatarColor(): string {
  return AVATAR_COLORS[Math.floor(Math.random() * AVATAR_COLORS.length)] ?? 'blue';
}

/** 422 on `email`; a caller that can recover from a lost race (Google sign-up) tells it apart by its class. */
export class EmailTakenError extends FieldValidationError {
  constructor() {
    super({ email: ['email_taken'] });
  }
}

type UserInsert = typeof users.$inferInsert;

export type NewUser = Omit<UserInsert, 'id' | 'passwordHash' | 'color' | 'createdAt' | 'updatedAt'> & {
  /** Null for an account without a password: a guide applicant, a Google sign-up. */
  password: string | null;
};

export type CreateUserSteps<T> = {
  /** Runs in the transaction before the insert; its columns join the row (the application's claimed documents). */
  beforeInsert?: (tx: Database) => Promise<Partial<UserInsert>>;
  /** Runs in the transaction after the insert, for what must commit with the account (a session, an email). */
  afterInsert?: (tx: Database, user: UserRow) => Promise<T>;
};

/**
 * Every new account goes through here: a common password is refused (422 on `password`), a taken
 * email too (422 on `email`, also when a concurrent request inserts it first), the password is hashed
 * and an avatar colour picked. The checks and the hash come before the transaction: argon2 takes tens
 * of milliseconds that no transaction should hold a connection for. Answers the row, or what
 * `afterInsert` answers.
 */
export async function createUser<T = UserRow>(
  db: Database,
  { password, ...values }: NewUser,
  steps: CreateUserSteps<T> = {},
): Promise<T> {
  if (password !== null) assertNotCommonPassword('password', password);
  if (await findUserByEmail(db, values.email)) throw new EmailTakenError();
  const passwordHash = password === null ? null : await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const columns = steps.beforeInsert ? await steps.beforeInsert(tx) : {};
      const [row] = await tx
        .insert(users)
        .values({ ...values, ...columns, passwordHash, color: pickAvatarColor() })
        .returning();
      if (!row) throw new Error('user insert returned no row');
      return steps.afterInsert ? steps.afterInsert(tx, row) : (row as T);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
