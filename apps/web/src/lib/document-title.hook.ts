import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each screen names the browser tab, so history and screen readers tell pages apart. */
export function useDocumentTitle(screenTitle: string): void {
  const { t } = useTranslation();
  const title = t('app.documentTitle', { screen: screenTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
