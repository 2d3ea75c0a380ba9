import { useSyncExternalStore } from 'react';

/** The modal kinds; each feature registers its own as it lands. */
export const MODAL_KINDS = [
  'new_payment',
  'withdraw_funds',
  'banks',
  'add_admin',
  'new_guide',
  'profile_edit',
  'search_result',
  'admin_password',
  'event_edit',
  'view_user',
  'open_login',
  'diary_modal',
  'view_diary_modal',
  'training_modal',
  'subscription_modal',
  'view_video_modal',
  'plan_modal',
  // events: Ask a Question and Book a meeting
  'contact_form',
  'book_meeting',
  // bookings: the request form, the booking modal (waiver, relist, summary) and a cancellation
  'booking_request',
  'booking_modal',
  'cancel_booking',
  // training programs: the form that creates or edits one (Training Pages Management)
  'training_page_modal',
] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

export type OpenModal = { kind: ModalKind; props: Record<string, unknown> };

let current: OpenModal | null = null;
const listeners = new Set<() => void>();

function publish(next: OpenModal | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** One modal at a time, as in the spec: opening another replaces the current one. */
export function openModal(kind: ModalKind, props: Record<string, unknown> = {}): void {
  publish({ kind, props });
}

export function closeModal(): void {
  if (current) publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModal(): OpenModal | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
