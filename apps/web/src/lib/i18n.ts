import englishErrorsUrl from '@cordee/shared/locales/en/errors.json?url&no-inline';
import englishNoticesUrl from '@cordee/shared/locales/en/notices.json?url&no-inline';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
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
import type core from '../locales/en/translation.json';

/** The English catalogue by namespace, for the compiler (lib/i18next.d.ts). French follows with the same keys. */
export type EnglishNamespaces = {
  translation: typeof core;
  accounts: typeof accounts;
  'audit-log': typeof auditLog;
  bookings: typeof bookings;
  chats: typeof chats;
  'course-lists': typeof courseLists;
  dashboard: typeof dashboard;
  'el-capitan': typeof elCapitan;
  'event-search': typeof eventSearch;
  'event-wizard': typeof eventWizard;
  'guide-application': typeof guideApplication;
  journal: typeof journal;
  legal: typeof legal;
  'my-courses': typeof myCourses;
  notifications: typeof notifications;
  payouts: typeof payouts;
  plans: typeof plans;
  'staff-accounts': typeof staffAccounts;
  statistics: typeof statistics;
  subscriptions: typeof subscriptions;
  'training-programs': typeof trainingPrograms;
  trainings: typeof trainings;
};

/** An area of the app whose words are a namespace of their own. */
export type AreaNamespace = Exclude<keyof EnglishNamespaces, 'translation'>;

/**
 * Every key of every namespace. The areas' top-level keys are unique, and a key is looked up in every
 * loaded namespace (`fallbackNS` below), so the compiler accepts any key from any `t`; which namespaces a
 * module must name so that its words are loaded is checked by locales/namespaces.test.ts.
 */
export type EnglishCatalogue = {
  [Namespace in keyof EnglishNamespaces]: (words: EnglishNamespaces[Namespace]) => void;
}[keyof EnglishNamespaces] extends (words: infer All) => void
  ? All
  : never;

/**
 * The namespaces: `translation` (the core: the shell, sign-in, common words) and one per area of the app
 * (bookings, the event wizard, the legal pages…), each a JSON file per language under `locales/<lng>/`,
 * plus `errors`, the words of the API's error codes (packages/shared/src/locales/en/errors.json, decision
 * 0044), and `notices`, the words of what its successful answers tell (locales/en/notices.json in shared,
 * lib/notice-words.ts). They are data, not code: the build emits each as a hashed file and the backend
 * below fetches a namespace the first time something asks for it (decision 0052). A component names the
 * areas it shows (`useTranslation('bookings')`) and suspends until their words are there; a test checks
 * that every module using an area's keys names it. A phone opening SignIn downloads neither the terms of
 * service nor the words of refusals and notices it never meets.
 */
const CATALOGUE_URLS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<string>('../locales/*/*.json', { query: '?url&no-inline', import: 'default', eager: true }),
    ).map(([file, url]) => [file.replace('../locales/', '').replace('.json', ''), url]),
  ),
  'en/errors': englishErrorsUrl,
  'en/notices': englishNoticesUrl,
};

export const ERRORS_NAMESPACE = 'errors' as const;
export const NOTICES_NAMESPACE = 'notices' as const;

/** The namespaces keyed by the API's codes rather than by catalogue keys: never looked up by a screen's `t`. */
const CODE_NAMESPACES = new Set([`en/${ERRORS_NAMESPACE}`, `en/${NOTICES_NAMESPACE}`]);

/** Every namespace of the English catalogue but `errors` and `notices`, which hold codes rather than keys. */
export const AREA_NAMESPACES = Object.keys(CATALOGUE_URLS)
  .filter((key) => key.startsWith('en/') && !CODE_NAMESPACES.has(key) && key !== 'en/translation')
  .map((key) => key.slice('en/'.length) as AreaNamespace);

/** Fetches one namespace's JSON; a failure is handed to i18next, which tries again a few times. */
async function fetchNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const url = CATALOGUE_URLS[`${language}/${namespace}`];
  // A language without this namespace has no words to fetch: English, the fallback, answers its keys.
  if (!url) return {};
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Catalogue ${language}/${namespace}: HTTP ${response.status}.`);
  return (await response.json()) as Record<string, unknown>;
}

export const i18n = i18next.createInstance();

/** Resolves once the core namespace is there: main.tsx waits for it before the first render. */
export const i18nReady = i18n
  .use(resourcesToBackend(fetchNamespace))
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['translation'],
    defaultNS: 'translation',
    // The areas' keys are unique across namespaces (each area has its own top-level keys), so a key is
    // looked up in every loaded namespace: a part of a screen finds its area's words when the screen
    // loaded them, whatever namespace its own `t` is bound to.
    fallbackNS: ['translation', ...AREA_NAMESPACES],
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    // A component that names several areas looks its keys up in all of them.
    react: { nsMode: 'fallback' },
    showSupportNotice: false,
  });

/**
 * Loads the `errors` namespace (the words of refusals) once, the first time a refusal needs words. A
 * failed download leaves the server's English `message` as what people read.
 */
export function loadErrorWords(): Promise<void> {
  return i18n.loadNamespaces(ERRORS_NAMESPACE);
}
