import type { Booking } from '@cordee/shared/bookings.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { isSafeLink } from '../../lib/event-display.ts';

/**
 * The pages of the booking modal: the waiver the climber signs, the guide's own waiver
 * when the course has one, the relist question for a private trip, then the summary and payment.
 */
export type CheckoutStep = 'waiver' | 'guide_waiver' | 'relist' | 'summary';

export type GuideWaiver = { url: string; kind: 'pdf' | 'link' };

/**
 * The guide's waiver of a course: the uploaded PDF, or the https link the guide gave (never another
 * scheme: it opens in a new tab). Null when the course has none.
 */
export function guideWaiverOf(
  event: Pick<EventSummary, 'terms_type' | 'event_terms' | 'terms_link'>,
): GuideWaiver | null {
  const pdf = event.event_terms?.url ? { url: event.event_terms.url, kind: 'pdf' as const } : null;
  const link = isSafeLink(event.terms_link) ? { url: event.terms_link.trim(), kind: 'link' as const } : null;
  return event.terms_type === 'link' ? (link ?? pdf) : (pdf ?? link);
}

export function checkoutStepsOf(booking: Pick<Booking, 'event_type'>, guideWaiver: GuideWaiver | null): CheckoutStep[] {
  return [
    'waiver',
    ...(guideWaiver ? (['guide_waiver'] as const) : []),
    ...(booking.event_type === 'private' ? (['relist'] as const) : []),
    'summary',
  ];
}

/** The modal's fields and the page each sits on, so a refused field sends the climber back to it. */
export type CheckoutValues = {
  signature: string;
  name: string;
  date: string;
  terms: boolean;
  guideWaiver: boolean;
  relist: 'yes' | 'no' | '';
};

export const CHECKOUT_FIELD_STEP: Readonly<Record<keyof CheckoutValues, CheckoutStep>> = {
  signature: 'waiver',
  name: 'waiver',
  date: 'waiver',
  terms: 'waiver',
  guideWaiver: 'guide_waiver',
  relist: 'relist',
};

/** The server's field names (AttemptPaymentSchema) for the modal's fields. */
export const CHECKOUT_SERVER_FIELDS = {
  'sign.signature': 'signature',
  'sign.name': 'name',
  'sign.date': 'date',
  terms_accepted: 'terms',
  guide_waiver_accepted: 'guideWaiver',
  relist: 'relist',
} as const satisfies Record<string, keyof CheckoutValues>;

/** Continue on the waiver page needs a signature, a name, a date and the ticked terms. */
export function waiverComplete(values: Pick<CheckoutValues, 'signature' | 'name' | 'date' | 'terms'>): boolean {
  return values.signature.trim() !== '' && values.name.trim() !== '' && values.date !== '' && values.terms;
}
