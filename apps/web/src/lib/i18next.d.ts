import type { EnglishCatalogue } from './i18n.ts';

// Makes every `t('…')` key checked against the English catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishCatalogue };
  }
}
