import { CATEGORIES, OTHER_GENDER_MAX_LENGTH } from './catalogue.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits.ts';
import { DIARY_LIMITS } from './diary-rules.ts';
import { type FieldErrorCode, type FieldErrorIssue, isFieldErrorCode } from './error-codes.ts';
import {
  ATTENDANCE_MAX,
  ATTENDANCE_MIN,
  EVENT_ROW_LIMITS,
  MAX_GALLERY_IMAGES,
  MAX_OCCURRENCES,
} from './event-limits.ts';
import { CONTACT_USER_STATUSES } from './event-search.contracts.ts';
import { NEARBY_MAX_RADIUS_KM, SEARCH_QUERY_MAX_LENGTH } from './event-search-limits.ts';
import { MY_EVENTS_TYPES } from './my-events.contracts.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.contracts.ts';
import { PLACE_QUERY_MAX_LENGTH } from './places.contracts.ts';
import { PLAN_LIMITS } from './plan-rules.ts';
import { CLIMBER_SKILLS_MAX } from './profile.contracts.ts';
import { STATISTICS_MAX_DAYS } from './statistics-limits.ts';
import {
  TRAINING_DESCRIPTION_MAX,
  TRAINING_GALLERY_MAX,
  TRAINING_PLANS_MAX,
  TRAINING_TITLE_MAX,
} from './training-media.ts';
import { TRAINING_PROGRAM_LIMITS as L } from './training-program-limits.ts';

type Values = Record<string, string | number>;

/**
 * The values the words of the shared schemas' refusals hold (`{{max}}` in "At most {{max}} rows."), by
 * code (decision 0044). A zod issue carries its code as its message and nothing else the words need: zod
 * keeps `params` on custom issues only, and react-hook-form's resolver keeps only the message. These values
 * are the schemas' own limits, fixed per code, so one table serves the server (the `params` of a 422's
 * `codes`) and the web's forms alike.
 */
export const FIELD_ERROR_VALUES = {
  chat_message_too_long: { max: CHAT_MESSAGE_MAX_LENGTH },
  diary_title_too_long: { max: DIARY_LIMITS.title },
  diary_description_too_long: { max: DIARY_LIMITS.description },
  diary_gallery_too_many: { max: DIARY_LIMITS.gallery },
  other_locations_too_many: { max: EVENT_ROW_LIMITS.otherLocations },
  price_rows_too_many: { max: ATTENDANCE_MAX },
  addons_too_many: { max: EVENT_ROW_LIMITS.addons },
  donations_too_many: { max: EVENT_ROW_LIMITS.donations },
  faqs_too_many: { max: EVENT_ROW_LIMITS.faqs },
  attendance_out_of_range: { min: ATTENDANCE_MIN, max: ATTENDANCE_MAX },
  event_too_many_dates: { max: MAX_OCCURRENCES },
  event_gallery_too_many: { max: MAX_GALLERY_IMAGES },
  event_search_category_unknown: { options: CATEGORIES.join(', ') },
  event_search_query_too_long: { max: SEARCH_QUERY_MAX_LENGTH },
  radius_too_large: { max: NEARBY_MAX_RADIUS_KM },
  contact_user_status_unknown: { options: CONTACT_USER_STATUSES.join(', ') },
  my_events_type_unknown: { options: MY_EVENTS_TYPES.join(', ') },
  password_too_short: { min: PASSWORD_MIN_LENGTH },
  password_over_max_length: { max: PASSWORD_MAX_LENGTH },
  place_query_too_long: { max: PLACE_QUERY_MAX_LENGTH },
  plan_name_too_long: { max: PLAN_LIMITS.nameLength },
  plan_features_too_many: { max: PLAN_LIMITS.features },
  plan_feature_too_long: { max: PLAN_LIMITS.featureLength },
  skills_too_many: { max: CLIMBER_SKILLS_MAX },
  gender_other_too_long: { max: OTHER_GENDER_MAX_LENGTH },
  statistics_range_too_long: { max: STATISTICS_MAX_DAYS },
  skill_title_too_long: { max: L.skillTitle },
  skill_text_too_long: { max: L.skillBody },
  skill_learn_text_too_long: { max: L.skillLearnText },
  skill_practice_text_too_long: { max: L.skillPracticeText },
  section_title_too_long: { max: L.sectionTitleHtml },
  section_text_too_long: { max: L.sectionBodyHtml },
  footnote_too_long: { max: L.footnote },
  program_title_too_long: { max: L.title },
  program_slug_too_long: { max: L.slugInput },
  section_images_too_many: { max: L.sectionImages },
  section_skills_too_many: { max: L.skills },
  program_plans_too_many: { max: L.plans },
  program_sections_too_many: { max: L.sections },
  training_title_too_long: { max: TRAINING_TITLE_MAX },
  training_description_too_long: { max: TRAINING_DESCRIPTION_MAX },
  training_gallery_too_many: { max: TRAINING_GALLERY_MAX },
  training_plans_too_many: { max: TRAINING_PLANS_MAX },
} as const satisfies Partial<Record<FieldErrorCode, Values>>;

/**
 * A zod issue's message as a field's refusal: its code with the values its words hold, or null when the
 * message is not a code (a schema outside the shared contracts still worded in English).
 */
export function fieldIssueOf(message: string): FieldErrorIssue | null {
  if (!isFieldErrorCode(message)) return null;
  const values: Values | undefined = (FIELD_ERROR_VALUES as Partial<Record<FieldErrorCode, Values>>)[message];
  return values ? { code: message, params: { ...values } } : { code: message };
}
