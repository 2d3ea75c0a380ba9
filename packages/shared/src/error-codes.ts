/**
 * The codes of the API's refusals (decision 0044). A code is what a client may branch on and the key of
 * the refusal's words in the catalogue (`locales/en/errors.json`, loaded by the web as the `errors` part of
 * its catalogue and read by the server to fill the English `message` it still sends). The server maps each
 * code to its HTTP status in one table (apps/server/src/http/errors.ts).
 *
 * Where one code is worded in several ways (`not_found` of a booking, of a plan…), the wording is an
 * i18next context: `params.context` picks `<code>_<context>` in the catalogue, falling back to `<code>`.
 * `params.count` picks the plural (`_one`, `_other`). Both travel with the answer, so a client translates
 * exactly what the server said.
 */
export const ERROR_CODES = [
  // Any route
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'request_timeout',
  'payload_too_large',
  'range_not_satisfiable',
  'invalid_input',
  'too_many_requests',
  'internal_error',
  'overloaded',
  'database_unavailable',
  'payment_provider_unavailable',
  'storage_unavailable',
  'uploads_busy',
  // Accounts
  'guide_not_approved',
  'google_sign_in_refused',
  'sign_in_unavailable',
  'already_approved',
  'cannot_delete_self',
  'user_has_bookings',
  // Plans and subscriptions
  'plan_has_subscribers',
  'free_plan',
  'already_subscribed',
  'checkout_closed',
  'subscription_ended',
  'subscription_required',
  // Chat
  'chat_not_allowed',
  'chat_blocked_by_you',
  'chat_blocked',
  'recipient_unavailable',
  'cannot_block_staff',
  // Events
  'conflict',
  'idempotency_key_reused',
  'seats_already_taken',
  'event_has_bookings',
  // Payouts and webhooks
  'invalid_signature',
  'payout_setup_required',
  'payout_account_missing',
  'payouts_not_enabled',
  'no_payout_method',
  // Bookings
  'email_not_verified',
  'run_closed',
  'run_full',
  'run_started',
  'already_booked',
  'too_many_open_requests',
  'invalid_transition',
  'booking_not_accepted',
  'booking_not_payable',
  'already_paid',
  'event_unavailable',
  'guide_payments_unavailable',
  'checkout_in_progress',
  'payment_not_completed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes of a field's refusal in a 422 (`codes: {field: [{code, params}]}` beside the English
 * `errors`): the key of its words in the same catalogue. A 422 has one status, so these need no table.
 */
export const FIELD_ERROR_CODES = [
  'input_character',
  'input_depth',
  'input_size',
  'input_object',
  'email_taken',
  'reset_link_invalid',
  'verification_link_invalid',
  'password_too_common',
  'no_password_yet',
  'current_password_required',
  'current_password_wrong',
  'upload_missing',
  'section_title_required',
  'skill_title_required',
  'plan_unknown',
  'slug_empty',
  'slug_taken',
  'chat_to_self',
  'course_unknown',
  'course_not_of_guide',
  'chat_message_required',
  'upload_not_multipart',
  'upload_one_file',
  'upload_unreadable',
  'upload_no_file',
  'upload_empty',
  'upload_only_images',
  'upload_only_pdf',
  'upload_only_videos',
  'image_too_many_pixels',
  'image_bad_proportions',
  'image_too_slow',
  'image_unreadable',
  'pdf_active_content',
  'pdf_encrypted',
  'pdf_uncheckable',
  'plans_from_list',
  'upload_not_an_upload',
  'upload_not_a_video',
  'invitation_invalid',
  'invitation_email_mismatch',
  'amount_over_balance',
  'run_started_choose_later',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

/** The wordings of a code besides its own (`<code>_<context>` in the catalogue). */
export const ERROR_CONTEXTS = {
  bad_request: ['request_interrupted', 'upload_interrupted'],
  unauthenticated: ['bad_credentials', 'token_in_address'],
  forbidden: [
    'guide_not_approved',
    'super_admin',
    'own_profile',
    'climber_profile',
    'journal',
    'chat_staff_sort',
    'live_stream_origin',
    'own_events_edit',
    'own_events_delete',
    'my_events',
    'media_link',
    'payout_account',
    'own_event_booking',
    'only_the_guide',
    'only_the_climber',
    'subscription_staff',
  ],
  not_found: [
    'user',
    'climber',
    'admin',
    'guide',
    'guide_profile',
    'plan',
    'diary',
    'training_program',
    'training',
    'notification',
    'event',
    'video',
    'file',
    'payout_account_holder',
    'payout_object',
    'bank_account',
    'booking',
    'payment_session',
    'checkout_session',
    'subscription',
    'sandbox_only',
    'google_sign_in',
  ],
  request_timeout: ['upload_stalled'],
  too_many_requests: ['verification_link', 'address', 'live_streams'],
  google_sign_in_refused: [
    'expired',
    'cancelled',
    'failed',
    'unverified',
    'disabled',
    'no_email',
    'guide_pending',
    'staff_password_only',
  ],
  user_has_bookings: ['admin', 'guide', 'climber'],
  plan_has_subscribers: ['made_free', 'deleted'],
  free_plan: ['undeletable'],
  conflict: ['booking'],
  idempotency_key_reused: ['event'],
  run_started: ['accept'],
  invalid_transition: [
    'request_expired',
    'booking_cancelled',
    'already_answered',
    'already_cancelled',
    'cancellation_closed',
    'decline_instead',
  ],
  booking_not_payable: ['payment_window_over', 'late_payment_refunded'],
  checkout_in_progress: ['subscription'],
  payment_not_completed: ['subscription'],
  amount_over_balance: ['known'],
} as const satisfies Partial<Record<ErrorCode | FieldErrorCode, readonly string[]>>;

type ContextOf<C extends ErrorCode> = C extends keyof typeof ERROR_CONTEXTS
  ? (typeof ERROR_CONTEXTS)[C][number]
  : never;

/** The values some wordings hold: filled in by the catalogue (`{{limit}}`), typed per code. */
type ValuesOf = {
  payload_too_large: { limit: string };
  plan_has_subscribers: { count: number };
  too_many_open_requests: { max: number };
};

/** What travels with a code: its wording (context) and the values its words hold. */
export type ErrorParams<C extends ErrorCode = ErrorCode> = (C extends keyof ValuesOf ? ValuesOf[C] : unknown) &
  ([ContextOf<C>] extends [never] ? unknown : { context?: ContextOf<C> });

/** A field's refusal by code, with what its words are made with: `{ code: 'image_too_many_pixels', params }`. */
export type FieldErrorIssue = { code: FieldErrorCode; params?: Record<string, string | number> };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
