import type { NotifiedParty } from '@cordee/shared/booking-lifecycle';
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { composeEmail, type EmailMessage } from '../../integrations/email/email-message.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { createNotifications } from '../notifications/notifications.service.ts';
import { users } from '../users/users.tables.ts';
import type { BookingRow } from './bookings.tables.ts';

/**
 * What each party hears when a booking moves: a stored notification pushed live (the bell, the
 * dashboard card) and an email through the outbox. Both are written on the use case's transaction handle, so they exist
 * exactly when the change that caused them commits; the email's dedupe key keeps a retried use case
 * from mailing twice.
 *
 * Payment and cancellation notices carry a receipt or a refund and are written by the payment use
 * cases; the ones here need nothing but the booking.
 */
export type BookingNoticeKind = 'requested' | 'accepted' | 'declined' | 'request_expired' | 'payment_expired';

type Person = { id: number; name: string; email: string };
type NoticeText = {
  /** Stored notification type; the web picks what a click opens from it. */
  type: string;
  /** The notification's text (the spec's per-role wording) and the email's subject. */
  subject: string;
  email: (config: Config, booking: BookingRow, people: { climber?: Person; guide?: Person }) => EmailParts;
};
type EmailParts = { paragraphs: string[]; action: { label: string; url: string } };

function link(config: Config, path: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** "Sat, Jan 10, 2027" for a stored run day (a calendar day, so no time zone shifts it). */
function dayText(day: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function runText(booking: BookingRow): string {
  return booking.startsOn === booking.endsOn
    ? dayText(booking.startsOn)
    : `${dayText(booking.startsOn)} to ${dayText(booking.endsOn)}`;
}

const seats = (quantity: number) => (quantity === 1 ? '1 person' : `${quantity} persons`);

/** Where a guide answers requests: the course panel of All Courses, opened on the event. */
const guideScreen = (config: Config, booking: BookingRow) =>
  link(config, booking.eventId === null ? '/upcoming-events' : `/upcoming-events?current=${booking.eventId}`);
/** Where a climber follows a booking: My Courses, opened on the event and the booking. */
const climberScreen = (config: Config, booking: BookingRow) =>
  link(config, booking.eventId === null ? '/my-events' : `/my-events?current=${booking.eventId}&status=${booking.id}`);

const NOTICES: Record<BookingNoticeKind, Partial<Record<NotifiedParty, NoticeText>>> = {
  requested: {
    guide: {
      type: 'booking_requested',
      subject: 'You have a new booking request.',
      email: (config, booking, { climber }) => ({
        paragraphs: [
          `${climber?.name ?? 'A climber'} asked to book ${booking.eventName} for ${seats(booking.quantity)} on ${runText(booking)}.`,
          'The seats are held for them until you answer. Please accept or decline the request within 6 days; a request still unanswered when the trip starts expires and its seats go back on sale.',
        ],
        action: { label: 'Answer the request', url: guideScreen(config, booking) },
      }),
    },
  },
  accepted: {
    climber: {
      type: 'booking_accepted',
      subject: 'Your booking request is accepted.',
      email: (config, booking, { guide }) => ({
        paragraphs: [
          `${guide?.name ?? 'Your guide'} accepted your request to book ${booking.eventName} for ${seats(booking.quantity)} on ${runText(booking)}.`,
          'Complete your booking within 72 hours: sign the waiver and pay. After that, the seats go back on sale.',
        ],
        action: { label: 'Complete booking', url: climberScreen(config, booking) },
      }),
    },
  },
  declined: {
    climber: {
      type: 'booking_declined',
      subject: 'Your booking request was declined.',
      email: (config, booking, { guide }) => ({
        paragraphs: [
          `${guide?.name ?? 'The guide'} cannot take your request to book ${booking.eventName} on ${runText(booking)}. Nothing was charged.`,
          'Other dates or trips may suit you: have a look at the courses on Cordée.',
        ],
        action: { label: 'Find another course', url: link(config, '/explore-events') },
      }),
    },
  },
  request_expired: {
    guide: {
      type: 'booking_expired',
      subject: 'A booking request expired.',
      email: (config, booking, { climber }) => ({
        paragraphs: [
          `The request of ${climber?.name ?? 'a climber'} to book ${booking.eventName} on ${runText(booking)} was not answered in time and has expired. Its seats are back on sale.`,
        ],
        action: { label: 'See your courses', url: guideScreen(config, booking) },
      }),
    },
    climber: {
      type: 'booking_expired',
      subject: 'A booking request expired.',
      email: (config, booking) => ({
        paragraphs: [
          `Your request to book ${booking.eventName} on ${runText(booking)} was not answered in time and has expired. Nothing was charged.`,
          'You may send a new request, or choose another date or trip.',
        ],
        action: { label: 'See my courses', url: climberScreen(config, booking) },
      }),
    },
  },
  payment_expired: {
    guide: {
      type: 'booking_expired',
      subject: 'A booking request expired.',
      email: (config, booking, { climber }) => ({
        paragraphs: [
          `${climber?.name ?? 'A climber'} did not complete the payment for ${booking.eventName} on ${runText(booking)} within 72 hours of your acceptance. The booking has expired and its seats are back on sale.`,
        ],
        action: { label: 'See your courses', url: guideScreen(config, booking) },
      }),
    },
    climber: {
      type: 'booking_expired',
      subject: 'Your booking expired before it was paid.',
      email: (config, booking) => ({
        paragraphs: [
          `Your booking of ${booking.eventName} on ${runText(booking)} was not paid within 72 hours of the guide's acceptance, so it has expired and its seats went back on sale. Nothing was charged.`,
          'You may send a new request if seats are still free.',
        ],
        action: { label: 'See my courses', url: climberScreen(config, booking) },
      }),
    },
  },
};

/** The parties a kind of notice goes to (the lifecycle table's `notify`, per kind). */
export function partiesNotifiedOf(kind: BookingNoticeKind): NotifiedParty[] {
  return Object.keys(NOTICES[kind]) as NotifiedParty[];
}

/**
 * Notifies the parties of a booking about `kind`: one stored notification each (data names the booking
 * and its event, which a click opens) and one email each. A party whose account is gone is skipped.
 */
export async function notifyBooking(
  tx: Database,
  config: Config,
  booking: BookingRow,
  kind: BookingNoticeKind,
): Promise<void> {
  const notices = NOTICES[kind];
  const ids = [booking.climberId, booking.guideId].filter((id): id is number => id !== null);
  const people =
    ids.length === 0
      ? []
      : await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const parties = {
    climber: booking.climberId === null ? undefined : byId.get(booking.climberId),
    guide: booking.guideId === null ? undefined : byId.get(booking.guideId),
  };
  for (const party of Object.keys(notices) as NotifiedParty[]) {
    const notice = notices[party];
    const recipient = parties[party];
    if (!notice || !recipient) continue;
    await createNotifications(tx, [
      {
        userId: recipient.id,
        type: notice.type,
        subject: notice.subject,
        data: { booking_id: booking.id, event_id: booking.eventId },
      },
    ]);
    await enqueueEmail(
      tx,
      bookingEmail(recipient, notice.subject, notice.email(config, booking, parties)),
      `booking-${booking.id}-${kind}-${party}`,
    );
  }
}

function bookingEmail(recipient: Person, subject: string, parts: EmailParts): EmailMessage {
  return composeEmail({
    to: recipient.email,
    subject,
    greeting: `Hi ${firstName(recipient.name)},`,
    paragraphs: parts.paragraphs,
    action: parts.action,
  });
}
