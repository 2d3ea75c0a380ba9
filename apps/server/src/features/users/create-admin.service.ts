import { EmailSchema } from '@cordee/shared/auth.contracts';
import { PasswordSchema } from '@cordee/shared/password';
import type { Database } from '../../db/client.ts';
import { FieldValidationError } from '../../http/errors.ts';
import { assertNotCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, pickAvatarColor } from './users.service.ts';
import { type UserRow, users } from './users.tables.ts';

/** The production operator's first account (npm run create-admin): a super admin with a verified email. */
export async function createSuperAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
): Promise<UserRow> {
  const email = EmailSchema.safeParse(input.email);
  const password = PasswordSchema.safeParse(input.password);
  const errors: Record<string, string[]> = {};
  if (!email.success) errors.email = email.error.issues.map((i) => i.message);
  if (!password.success) errors.password = password.error.issues.map((i) => i.message);
  if (!email.success || !password.success) throw new FieldValidationError(errors);
  assertNotCommonPassword('password', password.data);
  if (await findUserByEmail(db, email.data)) {
    throw new FieldValidationError({ email: ['The email has already been taken.'] });
  }
  const [row] = await db
    .insert(users)
    .values({
      role: 'super_admin',
      email: email.data,
      name: input.name?.trim() || 'Administrator',
      passwordHash: await hashPassword(password.data),
      color: pickAvatarColor(),
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}
