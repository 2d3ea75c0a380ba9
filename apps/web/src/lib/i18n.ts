import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import accounts from '../locales/en/accounts.json';
import bookings from '../locales/en/bookings.json';
import courseLists from '../locales/en/course-lists.json';
import eventSearch from '../locales/en/event-search.json';
import eventWizard from '../locales/en/event-wizard.json';
import guideApplication from '../locales/en/guide-application.json';
import legal from '../locales/en/legal.json';
import myCourses from '../locales/en/my-courses.json';
import payouts from '../locales/en/payouts.json';
import en from '../locales/en/translation.json';

/**
 * English first; French (Canada, Quebec) follows as a second catalogue with the same keys. The
 * catalogue is split by area (each file owns distinct top-level keys) and merged into one namespace.
 */
export const englishCatalogue = {
  ...en,
  ...accounts,
  ...guideApplication,
  ...payouts,
  ...eventSearch,
  ...eventWizard,
  ...courseLists,
  ...bookings,
  ...myCourses,
  ...legal,
};
export const resources = { en: { translation: englishCatalogue } } as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  // The catalogue is bundled, so initialising synchronously lets the first render use it.
  initAsync: false,
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
