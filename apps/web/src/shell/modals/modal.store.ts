import type { Diary } from '@cordee/shared/diaries.contracts';
import type { Event } from '@cordee/shared/events.contracts';
import type { Plan } from '@cordee/shared/plans.contracts';
import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import type { PlanOption, TrainingPage } from '@cordee/shared/training-programs.contracts';
import type { Training } from '@cordee/shared/trainings.contracts';
import { useSyncExternalStore } from 'react';

/** A modal kind opened with no props. */
type NoProps = Record<string, never>;

/**
 * The modal kinds and the props each opens with; each feature registers its own as it lands. The modal
 * bodies still check what they read, since a shared link or a notification names the ids.
 */
export type ModalPropsByKind = {
  new_payment: NoProps;
  withdraw_funds: NoProps;
  banks: NoProps;
  add_admin: NoProps;
  new_guide: { guideId: number };
  profile_edit: NoProps;
  search_result: { eventId: number };
  admin_password: { admin: SubAdmin };
  // The event to edit, by id (loaded first) or whole.
  event_edit: { eventId: number } | { event: Event };
  // A guide's climber view of a booking, or, for staff, an account's summary from the Climbers panel.
  view_user: { bookingId: number } | { userId: number; role: 'climber' | 'guide' };
  // The course to come back to after signing in.
  open_login: { eventId: number };
  diary_modal: { diary?: Diary };
  view_diary_modal: { diary: Diary };
  training_modal: { training?: Training; onSaved?: (id: number) => void };
  // A locked video names the plans that open it; 'Try again' after a cancelled checkout names none.
  subscription_modal: { trainingId?: number; requiredPlans?: Training['required_plans'] };
  view_video_modal: { training: Training; index?: number };
  plan_modal: { plan?: Plan };
  // events: Ask a Question and Book a meeting
  contact_form: NoProps;
  book_meeting: NoProps;
  // bookings: the request form, the booking modal (waiver, relist, summary) and a cancellation
  booking_request: { eventId: number; occurrenceId?: number };
  booking_modal: { bookingId: number };
  cancel_booking: { bookingId: number };
  // training programs: the form that creates or edits one (Training Pages Management)
  training_page_modal: { pageId?: number; planOptions?: PlanOption[]; onSaved?: (page: TrainingPage) => void };
};
export type ModalKind = keyof ModalPropsByKind;

/** The open modal: a kind with its own props. */
export type OpenModal = { [Kind in ModalKind]: { kind: Kind; props: ModalPropsByKind[Kind] } }[ModalKind];

/** The props argument of openModal: optional for a kind whose props are all optional, required otherwise. */
type PropsArgument<Kind extends ModalKind> = NoProps extends ModalPropsByKind[Kind]
  ? [props?: ModalPropsByKind[Kind]]
  : [props: ModalPropsByKind[Kind]];

let current: OpenModal | null = null;
const listeners = new Set<() => void>();

function publish(next: OpenModal | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** One modal at a time, as in the spec: opening another replaces the current one. */
export function openModal<Kind extends ModalKind>(kind: Kind, ...[props]: PropsArgument<Kind>): void {
  publish({ kind, props: props ?? {} } as OpenModal);
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
