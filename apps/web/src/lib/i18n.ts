import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accounts from '../locales/en/accounts.json';
import type auditLog from '../locales/en/audit-log.json';
import type bookings from '../locales/en/bookings.json';
import type chats from '../locales/en/chats.json';
import type courseLists from '../locales/en/course-lists.json';
import type dashboard from '../locales/en/dashboard.json';
import type elCapitan from '../locales/en/el-capitan.json';
import type eventSearch from '../locales/en/event-search.json';
import type eventWizard from '../locales/en/event-wizard.json';
import type guideApplication from '../locales/en/guide-application.json';
import type journal from '../locales/en/journal.json';
import type legal from '../locales/en/legal.json';
import type myCourses from '../locales/en/my-courses.json';
import type notifications from '../locales/en/notifications.json';
import type payouts from '../locales/en/payouts.json';
import type plans from '../locales/en/plans.json';
import type staffAccounts from '../locales/en/staff-accounts.json';
import type statistics from '../locales/en/statistics.json';
import type subscriptions from '../locales/en/subscriptions.json';
import type trainingPrograms from '../locales/en/training-programs.json';
import type trainings from '../locales/en/trainings.json';
import core from '../locales/en/translation.json';

/**
 * Every key of the English catalogue, for the compiler (lib/i18next.d.ts). French (Canada, Quebec)
 * follows as a second catalogue with the same keys.
 */
export type EnglishCatalogue = typeof core &
  typeof accounts &
  typeof guideApplication &
  typeof payouts &
  typeof eventSearch &
  typeof eventWizard &
  typeof courseLists &
  typeof bookings &
  typeof myCourses &
  typeof legal &
  typeof statistics &
  typeof auditLog &
  typeof staffAccounts &
  typeof dashboard &
  typeof notifications &
  typeof chats &
  typeof trainingPrograms &
  typeof elCapitan &
  typeof journal &
  typeof trainings &
  typeof plans &
  typeof subscriptions;

/**
 * One namespace, loaded in parts. The core catalogue (translation.json: the shell, sign-in, common
 * words and errors) is bundled with the app; each other part (an "area": bookings, the event wizard,
 * the legal pages…) travels in the chunk of the screens that show it and is added to the catalogue when
 * that chunk runs: a module that uses an area's keys imports `locales/<area>.catalogue.ts` (a test checks
 * it), so the words are there before anything renders them. A phone opening SignIn no longer downloads
 * the terms of service.
 */
export const i18n = i18next.createInstance();

/**
 * The words of the API's error codes (packages/shared/src/locales/en/errors.json, decision 0044): a
 * namespace of its own, loaded by `loadErrorWords` the first time a refusal needs words. Every first
 * visit would otherwise download all of them (4 KiB compressed) to show none.
 */
export const ERRORS_NAMESPACE = 'errors' as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: core } },
  ns: ['translation', ERRORS_NAMESPACE],
  defaultNS: 'translation',
  // The core catalogue is bundled, so initialising synchronously lets the first render use it.
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** Adds one area's English copy (a part of the catalogue with its own top-level keys) to the namespace. */
export function addCatalogueArea(area: Record<string, unknown>): void {
  i18n.addResourceBundle('en', 'translation', area, true, false);
}

let errorWords: Promise<void> | undefined;

/**
 * Loads the `errors` namespace once (its own chunk). A failed download is forgotten, so the next refusal
 * tries again; until then the server's English `message` is what people read.
 */
export function loadErrorWords(): Promise<void> {
  errorWords ??= import('@cordee/shared/error-catalogue').then(
    ({ ENGLISH_ERROR_CATALOGUE }) => {
      i18n.addResourceBundle('en', ERRORS_NAMESPACE, ENGLISH_ERROR_CATALOGUE, true, false);
    },
    (cause: unknown) => {
      errorWords = undefined;
      throw cause;
    },
  );
  return errorWords;
}
