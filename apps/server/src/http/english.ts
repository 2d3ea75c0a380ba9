import { ENGLISH_ERROR_CATALOGUE } from '@cordee/shared/error-catalogue';
import { ENGLISH_NOTICE_CATALOGUE } from '@cordee/shared/notice-catalogue';
import i18next from 'i18next';

/**
 * The shared English catalogues (refusals in `errors`, successful answers' notices in `notices`), read the
 * way the web reads them (i18next: contexts, plurals, `{{values}}`), so the `message` the server sends is
 * the web's English word for word. One instance serves both: `errors` is the default namespace.
 */
export const english = i18next.createInstance();
void english.init({
  lng: 'en',
  resources: { en: { errors: ENGLISH_ERROR_CATALOGUE, notices: ENGLISH_NOTICE_CATALOGUE } },
  ns: ['errors', 'notices'],
  defaultNS: 'errors',
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
