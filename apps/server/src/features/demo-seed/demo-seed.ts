import { ADMIN_PERMISSIONS } from '@cordee/shared/roles';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users } from '../users/users.tables.ts';

export const DEMO_PASSWORD = 'cordee-demo';

export const DEMO_ACCOUNTS = [
  { email: 'super@cordee.test', name: 'Sophie Tremblay', role: 'super_admin' },
  { email: 'admin@cordee.test', name: 'Alex Martin', role: 'admin' },
  { email: 'guide@cordee.test', name: 'Gabriel Roy', role: 'guide' },
  { email: 'climber@cordee.test', name: 'Chloe Wong', role: 'climber' },
] as const;

/**
 * Demo data for a fresh development database. Returns false (and does nothing) when the database
 * already has users, so a restart never duplicates or overwrites anything.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((account, index) => ({
        role: account.role,
        email: account.email,
        name: account.name,
        phoneNumber: `604 555 010${index}`,
        passwordHash,
        color: ['purple', 'green', 'blue', 'pink'][index] ?? 'blue',
        emailVerifiedAt: now,
        isApproved: account.role === 'guide',
        permissions: account.role === 'admin' ? ADMIN_PERMISSIONS.map((p) => p.id) : [],
        newsletter: false,
      })),
    );
  });
  return true;
}
