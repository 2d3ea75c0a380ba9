import { ProfileEditModal } from '../features/accounts/profile-edit-modal.component.tsx';
import { BookingCheckoutModal } from '../features/bookings/booking-checkout-modal.component.tsx';
import { BookingRequestModal } from '../features/bookings/booking-request-form.component.tsx';
import { CancelBookingDialog } from '../features/bookings/cancel-booking-dialog.component.tsx';
import { ViewUserModal } from '../features/bookings/view-user-modal.component.tsx';
import { EventEditModal } from '../features/event-wizard/event-edit-modal.component.tsx';
import { BookMeeting } from '../features/events/book-meeting.component.tsx';
import { ContactForm } from '../features/events/contact-form.component.tsx';
import { LoginPrompt } from '../features/events/login-prompt.component.tsx';
import { SearchResultModal } from '../features/events/search-result-modal.component.tsx';
import type { ModalRegistry } from '../features/modals/modal-host.component.tsx';
import { AddBankAccountForm } from '../features/payouts/add-bank-account-form.component.tsx';
import { BankAccountsModal } from '../features/payouts/bank-accounts-modal.component.tsx';
import { WithdrawFundsForm } from '../features/payouts/withdraw-funds-form.component.tsx';
import { AddSubAdminForm } from '../features/sub-admins/add-sub-admin-form.component.tsx';
import { SubAdminPasswordForm } from '../features/sub-admins/sub-admin-password-form.component.tsx';
import { i18n } from '../lib/i18n.ts';

/** The modal kinds the app can open today; features add theirs here as they land (spec 3 "Modal kinds"). */
export const MODAL_REGISTRY: ModalRegistry = {
  add_admin: { title: () => i18n.t('subAdmins.add.title'), Content: AddSubAdminForm },
  admin_password: { title: () => i18n.t('subAdmins.password.title'), Content: SubAdminPasswordForm },
  profile_edit: { title: () => i18n.t('profileEdit.title'), Content: ProfileEditModal },
  new_payment: { title: () => i18n.t('payout.addBank.title'), Content: AddBankAccountForm },
  withdraw_funds: { title: () => i18n.t('payout.withdraw.title'), Content: WithdrawFundsForm },
  banks: { title: () => i18n.t('payout.banks.title'), Content: BankAccountsModal },
  // events (spec 2 §2.3, §2.7, §2.9)
  contact_form: { title: () => i18n.t('eventSearch.contact.title'), Content: ContactForm },
  book_meeting: { title: () => i18n.t('eventSearch.meeting.title'), Content: BookMeeting },
  open_login: { title: () => i18n.t('eventSearch.loginPrompt.title'), Content: LoginPrompt },
  search_result: { title: () => i18n.t('eventSearch.detail.title'), Content: SearchResultModal, size: 'wide' },
  event_edit: { title: () => i18n.t('eventWizard.editTitle'), Content: EventEditModal, size: 'wide' },
  // bookings (spec 2 §2.9, §2.10): the request for seats, the booking modal, and a cancellation
  booking_request: { title: () => i18n.t('bookings.request.title'), Content: BookingRequestModal },
  booking_modal: { title: () => i18n.t('bookings.checkout.title'), Content: BookingCheckoutModal },
  cancel_booking: { title: () => i18n.t('bookings.cancel.title'), Content: CancelBookingDialog },
  // bookings: the guide's climber view, with the answer to a request
  view_user: { title: () => i18n.t('myCourses.viewUser.title'), Content: ViewUserModal },
};
