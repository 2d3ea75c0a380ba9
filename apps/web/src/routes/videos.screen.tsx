import { useTranslation } from 'react-i18next';
import { VideosLibrary } from '../features/trainings/videos-library.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { useBootstrapData } from '../session/bootstrap.api.ts';

/** Videos (climbers): the training videos their plan opens, and the locked ones a subscription would. */
export function VideosScreen() {
  const { t } = useTranslation('trainings');
  useDocumentTitle(t('trainings.videos.documentTitle'));
  const { subscription } = useBootstrapData();
  const plan = subscription.is_active ? subscription.plan_name : t('trainings.card.free');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trainings.videos.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('trainings.videos.subtitle', { plan })}</p>
      </div>
      <VideosLibrary />
    </div>
  );
}
