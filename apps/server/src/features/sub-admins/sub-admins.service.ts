import type { PaginationQuerySchema } from '@cordee/shared/pagination.contracts';
import type {
  CreateSubAdminSchema,
  ResetSubAdminPasswordSchema,
  SubAdmin,
  UpdateSubAdminPermissionsSchema,
  UpdateSubAdminSchema,
} from '@cordee/shared/sub-admins.contracts';
import { and, count, desc, eq, ilike, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { likePatternFor } from '../../db/search-term.ts';
import { FieldValidationError, notFound } from '../../http/errors.ts';
import type { AuditContext } from '../audit-log/audit-context.ts';
import { recordAuditEntry } from '../audit-log/audit-log.service.ts';
import { sessions } from '../auth/auth.tables.ts';
import { assertNotCommonPassword } from '../users/common-passwords.ts';
import { createUser } from '../users/create-user.service.ts';
import { hashPassword } from '../users/passwords.ts';
import { presentAuthUser } from '../users/user-presenter.ts';
import { type UserRow, users } from '../users/users.tables.ts';

const auditTargetOf = (row: UserRow) => ({ type: 'user' as const, id: row.id, label: row.name, email: row.email });

export function presentSubAdmin(row: UserRow): SubAdmin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.profilePicture,
    color: row.color,
    permissions: presentAuthUser(row).permissions,
    created_at: row.createdAt.toISOString(),
  };
}

async function findSubAdmin(db: Database, id: number, options: { lock?: boolean } = {}): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin'), isNull(users.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('admin');
  return row;
}

async function assertEmailFree(db: Database, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId)));
  if (taken) throw new FieldValidationError({ email: ['email_taken'] });
}

function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new FieldValidationError({ email: ['email_taken'] });
  throw error;
}

export async function listSubAdmins(db: Database, query: z.output<typeof PaginationQuerySchema>) {
  const pattern = likePatternFor(query.search);
  const where = and(
    eq(users.role, 'admin'),
    isNull(users.deletedAt),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data: rows.map(presentSubAdmin), page: query.page, per_page: query.per_page, total: total?.value ?? 0 };
}

export async function createSubAdmin(db: Database, audit: AuditContext, input: z.output<typeof CreateSubAdminSchema>) {
  const row = await createUser(
    db,
    {
      role: 'admin',
      name: input.name,
      email: input.email,
      password: input.password,
      permissions: input.permissions,
      // The super admin vouches for the address; there is no self sign-up for admins.
      emailVerifiedAt: new Date(),
    },
    {
      afterInsert: async (tx, admin) => {
        await recordAuditEntry(tx, audit, {
          action: 'admin.created',
          target: auditTargetOf(admin),
          details: { permissions: admin.permissions },
        });
        return admin;
      },
    },
  );
  return presentSubAdmin(row);
}

export async function updateSubAdmin(
  db: Database,
  audit: AuditContext,
  id: number,
  input: z.output<typeof UpdateSubAdminSchema>,
) {
  await findSubAdmin(db, id);
  await assertEmailFree(db, input.email, id);
  return db
    .transaction(async (tx) => {
      const before = await findSubAdmin(tx, id, { lock: true });
      const [row] = await tx
        .update(users)
        .set({ name: input.name, email: input.email, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('admin');
      await recordAuditEntry(tx, audit, {
        action: 'admin.updated',
        target: auditTargetOf(before),
        details: {
          name: { before: before.name, after: row.name },
          email: { before: before.email, after: row.email },
        },
      });
      return presentSubAdmin(row);
    })
    .catch(rethrowEmailTaken);
}

/** A new password set by the super admin signs the sub admin out everywhere. */
export async function resetSubAdminPassword(
  db: Database,
  audit: AuditContext,
  id: number,
  input: z.output<typeof ResetSubAdminPasswordSchema>,
) {
  await findSubAdmin(db, id);
  assertNotCommonPassword('password', input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, id));
    if (!row) throw notFound('admin');
    // The password itself is never recorded, not even hashed.
    await recordAuditEntry(tx, audit, { action: 'admin.password_reset', target: auditTargetOf(row) });
    return presentSubAdmin(row);
  });
}

/** Flags are read from the database on every request, so a change applies to live sessions at once. */
export async function updateSubAdminPermissions(
  db: Database,
  audit: AuditContext,
  id: number,
  input: z.output<typeof UpdateSubAdminPermissionsSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await findSubAdmin(tx, id, { lock: true });
    const [row] = await tx
      .update(users)
      .set({ permissions: input.permissions, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('admin');
    await recordAuditEntry(tx, audit, {
      action: 'admin.permissions_changed',
      target: auditTargetOf(row),
      details: { permissions: { before: before.permissions, after: row.permissions } },
    });
    return presentSubAdmin(row);
  });
}
