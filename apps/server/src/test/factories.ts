import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { type EventRow, events } from '../features/events/events.tables.ts';
import { hashPassword } from '../features/users/passwords.ts';
import { type UserRow, users } from '../features/users/users.tables.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

let sequence = 0;

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  sequence += 1;
  const { password = TEST_PASSWORD, ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      role: 'climber',
      email: `user${sequence}-${Date.now()}@example.test`,
      name: `Test User ${sequence}`,
      phoneNumber: '604 555 0199',
      color: 'blue',
      passwordHash: await hashPassword(password),
      // A guide who signs in was approved: their login comes from the approval's invitation.
      isApproved: values.role === 'guide',
      // Verified, as an account is once its owner clicked the emailed link; a guide applicant's address is
      // verified only by the invitation that approval sends. Tests about unverified accounts pass
      // `emailVerifiedAt: null`.
      emailVerifiedAt: values.role === 'guide' && values.isApproved === false ? null : new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Signs in through the API and returns the bearer token. */
export async function signInAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sign-in', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

type EventInsert = typeof events.$inferInsert;

/**
 * An event row written straight to the table with a valid one-price public trip as defaults, for tests
 * that need what the API refuses (past dates) or many rows fast. Occurrences are the caller's.
 */
export async function insertEventRow(
  db: Database,
  values: Pick<EventInsert, 'guideId' | 'eventName' | 'startDate' | 'endDate'> & Partial<EventInsert>,
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      durationType: 'single',
      repeatAt: 'daily',
      category: 'Rock Climbing',
      address: 'Somewhere, BC',
      latitude: 49.7,
      longitude: -123.15,
      eventType: 'public',
      attendanceMin: 1,
      attendanceLimit: 4,
      price: [{ id: 1, price: 10_000 }],
      minPriceCents: 10_000,
      experienceRequired: ['Beginner'],
      termsType: 'link',
      termsLink: 'https://example.test/waiver.pdf',
      color: 'blue',
      ...values,
    })
    .returning();
  if (!row) throw new Error('The event row was not written.');
  return row;
}

/** A calendar day (YYYY-MM-DD, UTC) this many days from today: event dates must not be in the past. */
export function daysFromNow(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
