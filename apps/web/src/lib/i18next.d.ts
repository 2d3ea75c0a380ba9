import type { EnglishCatalogue } from './i18n.ts';

// Makes every `t('…')` key checked against the English catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The error codes' words (lib/error-message.ts) are looked up by the code a server sent.
    resources: { translation: EnglishCatalogue; errors: Record<string, string> };
  }
}
