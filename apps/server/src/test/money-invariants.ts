import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * What must hold in every database the tests leave behind, whatever they did to it through the API:
 * seats are never sold twice, a paid booking was paid exactly once, no refund exceeds what was paid, and
 * a deleted account pays for nothing any more.
 * The per-row rules (money never negative, seats within capacity, refunded ≤ paid on a booking) are CHECK
 * constraints; these are the rules that span rows and tables, which a constraint cannot state.
 */
const INVARIANTS: Array<{ name: string; violations: ReturnType<typeof sql> }> = [
  {
    name: 'a run holds exactly the seats of its live bookings (requested, accepted, paid)',
    violations: sql`
      select o.id as run, o.seats_taken,
        coalesce(sum(b.quantity) filter (where b.status in ('requested', 'accepted', 'paid')), 0)::int as held,
        array_agg(b.id || ':' || b.status) filter (where b.id is not null) as bookings
      from event_occurrences o
      left join bookings b on b.occurrence_id = o.id
      group by o.id, o.seats_taken
      having o.seats_taken <> coalesce(sum(b.quantity) filter (where b.status in ('requested', 'accepted', 'paid')), 0)`,
  },
  {
    name: 'a paid booking has exactly one paid payment, of the amount it records as paid',
    violations: sql`
      select b.id, b.paid_cents, count(p.id)::int as payments, coalesce(sum(p.amount_cents), 0)::int as amount
      from bookings b
      left join booking_payments p on p.booking_id = b.id and p.status = 'paid'
      where b.status = 'paid'
      group by b.id, b.paid_cents
      having count(p.id) <> 1 or coalesce(sum(p.amount_cents), 0) <> b.paid_cents`,
  },
  {
    name: 'the refunds asked for a payment never exceed that payment',
    violations: sql`
      select p.id, p.amount_cents, sum(r.amount_cents)::int as refunded
      from booking_payments p
      join booking_refunds r on r.payment_id = p.id
      group by p.id, p.amount_cents
      having sum(r.amount_cents) > p.amount_cents`,
  },
  {
    // A subscription that has not ended can still be charged: a deleted account must have none left,
    // neither in the app's copy nor at the sandbox provider (the one the tests run on).
    name: 'no active subscription on a deleted account',
    violations: sql`
      select 'app' as side, s.id::text as subscription, s.user_id, s.status
      from subscriptions s
      join users u on u.id = s.user_id
      where u.deleted_at is not null and s.status not in ('canceled', 'incomplete_expired')
      union all
      select 'sandbox', ss.id, u.id, ss.status
      from sandbox_subscriptions ss
      join users u on u.id::text = ss.metadata ->> 'user_id'
      where ss.metadata ->> 'kind' = 'subscription' and u.deleted_at is not null and ss.status <> 'canceled'`,
  },
];

/** Throws, naming each broken rule and a few offending rows, when the database breaks one. */
export async function assertMoneyAndSeatInvariants(db: Database): Promise<void> {
  const broken: string[] = [];
  for (const invariant of INVARIANTS) {
    const result = await db.execute(sql`${invariant.violations} limit 5`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    if (rows.length > 0) broken.push(`${invariant.name}: ${JSON.stringify(rows)}`);
  }
  if (broken.length > 0) throw new Error(`Money and seat invariants broken:\n${broken.join('\n')}`);
}
