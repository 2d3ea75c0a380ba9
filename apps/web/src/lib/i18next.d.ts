import type { EnglishCatalogue, EnglishNamespaces } from './i18n.ts';

// Makes every `t('…')` key checked against the English catalogue at compile time. Each namespace is
// declared so that `useTranslation('bookings')` names a real one; the default namespace is typed with
// every key, because a key is looked up in every loaded namespace (lib/i18n.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    // The words of error codes (lib/error-message.ts) and of notice codes (lib/notice-words.ts) are looked
    // up by the code a server sent.
    resources: Omit<EnglishNamespaces, 'translation'> & {
      translation: EnglishCatalogue;
      errors: Record<string, string>;
      notices: Record<string, string>;
    };
  }
}
