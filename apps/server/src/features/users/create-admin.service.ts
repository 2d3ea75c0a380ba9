import { EmailSchema } from '@cordee/shared/auth.contracts';
import { PasswordSchema } from '@cordee/shared/password.contracts';
import type { Database } from '../../db/client.ts';
import { FieldValidationError } from '../../http/errors.ts';
import { createUser } from './create-user.service.ts';
import type { UserRow } from './users.tables.ts';

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
  return createUser(db, {
    role: 'super_admin',
    email: email.data,
    name: input.name?.trim() || 'Administrator',
    password: password.data,
    emailVerifiedAt: new Date(),
  });
}
