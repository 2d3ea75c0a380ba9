/**
 * The codes of the API's notices: what a successful answer tells a person ("Plan is created"). Like the
 * codes of refusals (error-codes.ts, decision 0044), a code is the key of its words in a catalogue
 * (`locales/en/notices.json`), which the web loads as its `notices` namespace and the server reads to fill
 * the English `message` it sends beside the code for other clients. A code with a context is worded
 * `<code>_<context>` (`user_deleted_guide`).
 */
export const NOTICE_CODES = [
  'plan_created',
  'plan_updated',
  'plan_deleted',
  'diary_created',
  'diary_updated',
  'diary_deleted',
  'event_created',
  'event_updated',
  'event_deleted',
  'training_created',
  'training_updated',
  'training_deleted',
  'training_program_created',
  'training_program_updated',
  'training_program_deleted',
  'user_deleted',
  'admin_created',
  'admin_updated',
  'admin_password_updated',
  'admin_permissions_updated',
  'logged_out',
  'password_updated',
  'password_reset_requested',
  'password_reset',
  'email_verified',
  'verification_link_sent',
  'verification_nothing_to_send',
  'email_already_verified',
  'verification_requested',
  'profile_saved',
  'profile_updated',
  'contact_sent',
  'guide_application_received',
  'guide_approved',
  'guide_declined',
  'guide_login_created',
  'payout_method_added',
  'payout_method_default_updated',
  'payout_created',
  'booking_request_sent',
  'booking_request_accepted',
  'booking_request_declined',
  'payment_canceled',
  'booking_confirmed',
  'duplicate_payment_refunded',
  'booking_cancelled',
  'subscription_active',
  'subscription_ending',
  'subscription_resumed',
] as const;

export type NoticeCode = (typeof NOTICE_CODES)[number];

/** The contexts a notice is worded in, where it has more than one wording. */
export const NOTICE_CONTEXTS = {
  user_deleted: ['admin', 'guide', 'climber'],
} as const satisfies Partial<Record<NoticeCode, readonly string[]>>;

/** A notice as answers carry it: the code and, for a code with contexts, which one. */
export type Notice = { code: NoticeCode; context?: string };
