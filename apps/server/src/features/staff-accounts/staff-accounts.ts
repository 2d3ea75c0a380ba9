import type { PaginationQuerySchema } from '@cordee/shared/pagination.contracts';
import type { StaffUserList, StaffUserRow } from '@cordee/shared/staff-users.contracts';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { events } from '../events/events.tables.ts';
import { type UserRow, users } from '../users/users.tables.ts';

/**
 * What the Guides, Climbers and Statistics screens share: which accounts staff still see, how one is
 * shown in a list, and the activity figures of the detail panels.
 */

/**
 * Accounts staff still see and count. A deleted account is kept, anonymized (bookings and payments of
 * others point at it), and drops out of every list and count of people here.
 */
export const isListedAccount: SQL = isNull(users.deletedAt);

export function presentStaffUserRow(row: UserRow & { role: 'guide' | 'climber' }): StaffUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    role: row.role,
    profile_picture: row.profilePicture,
    color: row.color,
    // A climber needs no review: only a guide's application waits for approval.
    is_approved: row.role === 'climber' ? true : row.isApproved,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const isStaffListedRole = (row: UserRow): row is UserRow & { role: 'guide' | 'climber' } =>
  row.role === 'guide' || row.role === 'climber';

/** One page of accounts of a role, newest first (the id breaks ties, so pages never overlap). */
export async function listAccountsOfRole(
  db: Database,
  role: 'guide' | 'climber',
  query: z.output<typeof PaginationQuerySchema>,
  narrowing: SQL | undefined,
): Promise<StaffUserList> {
  const where = and(eq(users.role, role), isListedAccount, narrowing);
  return db.transaction(async (tx) => {
    const [total] = await tx.select({ value: count() }).from(users).where(where);
    const rows = await tx
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      data: rows.filter(isStaffListedRole).map(presentStaffUserRow),
      page: query.page,
      per_page: query.per_page,
      total: total?.value ?? 0,
    };
  });
}

/** A listed account of the role, or undefined (unknown, another role, or deleted). */
export async function findListedAccount(
  db: Database,
  role: 'guide' | 'climber',
  id: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), isListedAccount));
  return row;
}

/**
 * Events listed (guides only), bookings made or received in every state, those paid and not cancelled
 * since, and the money kept after refunds, in integer cents. Aggregated in SQL.
 */
export async function accountActivity(db: Database, account: { id: number; role: 'guide' | 'climber' }) {
  const party = account.role === 'guide' ? bookings.guideId : bookings.climberId;
  const [figures] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      paidBookings: sql<number>`(count(*) filter (where ${bookings.status} = 'paid'))::int`,
      // bigint in SQL (a sum may outgrow int); read back as a number, far below 2^53 cents.
      paidCents: sql<number>`coalesce(sum(${bookings.paidCents} - ${bookings.refundedCents}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(eq(party, account.id));
  const listed = account.role === 'guide' ? await db.$count(events, eq(events.guideId, account.id)) : 0;
  return {
    events: listed,
    bookings: figures?.bookings ?? 0,
    paid_bookings: figures?.paidBookings ?? 0,
    paid_cents: figures?.paidCents ?? 0,
  };
}
