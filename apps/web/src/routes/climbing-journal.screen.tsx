import { useTranslation } from 'react-i18next';
import { ClimbingJournal } from '../features/journal/climbing-journal.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** VideoDiary: the climber's Climbing Journal. */
export function ClimbingJournalScreen() {
  const { t } = useTranslation('journal');
  useDocumentTitle(t('journal.title'));
  return <ClimbingJournal />;
}
