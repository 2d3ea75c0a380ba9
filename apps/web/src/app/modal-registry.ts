import { type ComponentType, createElement } from 'react';
import { type AreaNamespace, i18n } from '../lib/i18n.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import type { ModalKind } from '../shell/modals/modal.store.ts';
import type { ModalContentProps, ModalDefinition } from '../shell/modals/modal-host.component.tsx';

/**
 * A modal's code downloads the first time it opens, not with the page: the event editor brings the
 * rich-text editor and the map, the booking modals the checkout. The modal host shows a spinner meanwhile.
 */
function lazyModal(load: () => Promise<ComponentType<ModalContentProps>>) {
  // Preloadable: a shared course link asks for its modal before the screen opens it (app/route-prefetch.ts).
  return preloadableLazy(load);
}

/** Loads the namespace a modal's title is written in (lib/i18n.ts), with the first modal using it. */
const wordsOf = (namespace: AreaNamespace) => () => i18n.loadNamespaces(namespace);

const AREA = {
  accounts: wordsOf('accounts'),
  payouts: wordsOf('payouts'),
  eventSearch: wordsOf('event-search'),
  eventWizard: wordsOf('event-wizard'),
  bookings: wordsOf('bookings'),
  myCourses: wordsOf('my-courses'),
  staffAccounts: wordsOf('staff-accounts'),
  trainingPrograms: wordsOf('training-programs'),
  journal: wordsOf('journal'),
  trainings: wordsOf('trainings'),
  plans: wordsOf('plans'),
  subscriptions: wordsOf('subscriptions'),
};

/** The two bodies of `view_user`, each downloaded only when a modal of its kind first opens. */
const BookingUserView = lazyModal(() =>
  import('../features/bookings/view-user-modal.component.tsx').then((modal) => modal.ViewUserModal),
);
const StaffUserView = lazyModal(() =>
  import('../features/staff-climbers/staff-user-modal.component.tsx').then((modal) => modal.StaffUserModal),
);
const ViewUserContent = Object.assign(
  (content: ModalContentProps) => createElement('userId' in content.props ? StaffUserView : BookingUserView, content),
  {
    reload: () => {
      BookingUserView.reload();
      StaffUserView.reload();
    },
  },
);

/**
 * Every modal kind the app can open (shell/modals/modal.store.ts names them and their props), with its
 * title and body; a kind left out fails the compiler rather than opening nothing.
 */
export const MODAL_REGISTRY: Record<ModalKind, ModalDefinition> = {
  plan_modal: {
    title: () => i18n.t('plans.form.title'),
    catalogue: AREA.plans,
    Content: lazyModal(() => import('../features/plans/plan-form.component.tsx').then((modal) => modal.PlanForm)),
  },
  subscription_modal: {
    title: () => i18n.t('subscriptions.modalTitle'),
    catalogue: AREA.subscriptions,
    Content: lazyModal(() =>
      import('../features/subscriptions/subscription-modal.component.tsx').then((modal) => modal.SubscriptionModal),
    ),
  },
  add_admin: {
    title: () => i18n.t('subAdmins.add.title'),
    Content: lazyModal(() =>
      import('../features/sub-admins/add-sub-admin-form.component.tsx').then((modal) => modal.AddSubAdminForm),
    ),
  },
  admin_password: {
    title: () => i18n.t('subAdmins.password.title'),
    Content: lazyModal(() =>
      import('../features/sub-admins/sub-admin-password-form.component.tsx').then(
        (modal) => modal.SubAdminPasswordForm,
      ),
    ),
  },
  profile_edit: {
    title: () => i18n.t('profileEdit.title'),
    catalogue: AREA.accounts,
    Content: lazyModal(() =>
      import('../features/accounts/profile-edit-modal.component.tsx').then((modal) => modal.ProfileEditModal),
    ),
  },
  new_payment: {
    title: () => i18n.t('payout.addBank.title'),
    catalogue: AREA.payouts,
    Content: lazyModal(() =>
      import('../features/payouts/add-bank-account-form.component.tsx').then((modal) => modal.AddBankAccountForm),
    ),
  },
  withdraw_funds: {
    title: () => i18n.t('payout.withdraw.title'),
    catalogue: AREA.payouts,
    Content: lazyModal(() =>
      import('../features/payouts/withdraw-funds-form.component.tsx').then((modal) => modal.WithdrawFundsForm),
    ),
  },
  banks: {
    title: () => i18n.t('payout.banks.title'),
    catalogue: AREA.payouts,
    Content: lazyModal(() =>
      import('../features/payouts/bank-accounts-modal.component.tsx').then((modal) => modal.BankAccountsModal),
    ),
  },
  // events
  contact_form: {
    title: () => i18n.t('eventSearch.contact.title'),
    catalogue: AREA.eventSearch,
    Content: lazyModal(() =>
      import('../features/events/contact-form.component.tsx').then((modal) => modal.ContactForm),
    ),
  },
  book_meeting: {
    title: () => i18n.t('eventSearch.meeting.title'),
    catalogue: AREA.eventSearch,
    Content: lazyModal(() =>
      import('../features/events/book-meeting.component.tsx').then((modal) => modal.BookMeeting),
    ),
  },
  open_login: {
    title: () => i18n.t('eventSearch.loginPrompt.title'),
    catalogue: AREA.eventSearch,
    Content: lazyModal(() =>
      import('../features/events/login-prompt.component.tsx').then((modal) => modal.LoginPrompt),
    ),
  },
  search_result: {
    title: () => i18n.t('eventSearch.detail.title'),
    catalogue: AREA.eventSearch,
    Content: lazyModal(() =>
      import('../features/events/search-result-modal.component.tsx').then((modal) => modal.SearchResultModal),
    ),
    size: 'wide',
  },
  event_edit: {
    title: () => i18n.t('eventWizard.editTitle'),
    catalogue: AREA.eventWizard,
    Content: lazyModal(() =>
      import('../features/event-wizard/event-edit-modal.component.tsx').then((modal) => modal.EventEditModal),
    ),
    size: 'wide',
  },
  // bookings: the request for seats, the booking modal, and a cancellation
  booking_request: {
    title: () => i18n.t('bookings.request.title'),
    catalogue: AREA.bookings,
    Content: lazyModal(() =>
      import('../features/bookings/booking-request-form.component.tsx').then((modal) => modal.BookingRequestModal),
    ),
  },
  booking_modal: {
    title: () => i18n.t('bookings.checkout.title'),
    catalogue: AREA.bookings,
    Content: lazyModal(() =>
      import('../features/bookings/booking-checkout-modal.component.tsx').then((modal) => modal.BookingCheckoutModal),
    ),
  },
  cancel_booking: {
    title: () => i18n.t('bookings.cancel.title'),
    catalogue: AREA.bookings,
    Content: lazyModal(() =>
      import('../features/bookings/cancel-booking-dialog.component.tsx').then((modal) => modal.CancelBookingDialog),
    ),
  },
  // The user view: a guide's climber view of a booking (`{ bookingId }`), or, for staff, an account's
  // summary (`{ userId, role }`) from the Climbers panel.
  view_user: {
    title: () => i18n.t('myCourses.viewUser.title'),
    catalogue: AREA.myCourses,
    Content: ViewUserContent,
  },
  // staff: a guide application under review, from the Guides panel or the new-guide notification
  new_guide: {
    title: () => i18n.t('staffAccounts.newGuide.title'),
    catalogue: AREA.staffAccounts,
    Content: lazyModal(() =>
      import('../features/staff-guides/new-guide-modal.component.tsx').then((modal) => modal.NewGuideModal),
    ),
    size: 'wide',
  },
  // training programs: create or edit one (`{ pageId?, planOptions, onSaved }`)
  training_page_modal: {
    title: () => i18n.t('trainingPrograms.form.modalTitle'),
    catalogue: AREA.trainingPrograms,
    Content: lazyModal(() =>
      import('../features/training-programs/program-form-modal.component.tsx').then((modal) => modal.ProgramFormModal),
    ),
    size: 'wide',
  },
  // journal: a diary's form (new or edited) and the climber's view of one entry
  diary_modal: {
    title: () => i18n.t('journal.form.modalTitle'),
    catalogue: AREA.journal,
    Content: lazyModal(() => import('../features/journal/diary-form.component.tsx').then((modal) => modal.DiaryForm)),
  },
  view_diary_modal: {
    title: () => i18n.t('journal.view.modalTitle'),
    catalogue: AREA.journal,
    Content: lazyModal(() =>
      import('../features/journal/view-diary-modal.component.tsx').then((modal) => modal.ViewDiaryModal),
    ),
  },
  // training videos: the staff form, and the viewer of a training the caller may play
  training_modal: {
    title: () => i18n.t('trainings.form.modalTitle'),
    catalogue: AREA.trainings,
    Content: lazyModal(() =>
      import('../features/trainings/training-form-modal.component.tsx').then((modal) => modal.TrainingFormModal),
    ),
    size: 'wide',
  },
  view_video_modal: {
    title: () => i18n.t('trainings.viewer.title'),
    catalogue: AREA.trainings,
    Content: lazyModal(() =>
      import('../features/trainings/video-viewer-modal.component.tsx').then((modal) => modal.VideoViewerModal),
    ),
    size: 'wide',
  },
};
