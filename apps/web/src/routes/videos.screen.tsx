import { useTranslation } from 'react-i18next';
import { useBootstrapData } from '../features/bootstrap/bootstrap.api.ts';
import { VideosLibrary } from '../features/trainings/videos-library.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import '../locales/trainings.catalogue.ts';

/** Videos (climbers): the training videos their plan opens, and the locked ones a subscription would. */
export function VideosScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('trainings.videos.documentTitle'));
  // The user's plan comes with the user, so it is known even when no training is listed yet.
  const planName = useBootstrapData().user.userPlan ?? 'free';
  const plan = planName === 'free' ? t('trainings.card.free') : planName;
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
