import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgramCards } from '../features/training-programs/program-cards.component.tsx';
import { TRAINING_OVERVIEW_VIDEOS } from '../features/trainings/trainings.api.ts';
import { VideosPreview } from '../features/trainings/videos-library.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { ROUTE_PATHS } from '../routing/route-paths.ts';
import { useBootstrapData } from '../session/bootstrap.api.ts';

/** How many programs the overview shows before See all. */
const PROGRAMS_SHOWN = 3;

/**
 * Training (climbers): a few training programs and the newest videos, each with See all, and the plan
 * that decides which of them open. The success screen of a subscription leads here.
 */
export function TrainingScreen() {
  const { t } = useTranslation(['training-programs', 'trainings']);
  useDocumentTitle(t('trainings.overview.documentTitle'));
  const { subscription } = useBootstrapData();
  const plan = subscription.is_active ? subscription.plan_name : t('trainings.card.free');
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('trainings.overview.title')}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('trainings.overview.subtitle', { plan })}</p>
      </div>
      <OverviewSection
        id="training-programs"
        title={t('trainings.overview.programs')}
        seeAll={{ to: ROUTE_PATHS.TrainingProgramsList, label: t('trainings.overview.seeAllPrograms') }}
      >
        <ProgramCards limit={PROGRAMS_SHOWN} row />
      </OverviewSection>
      <OverviewSection
        id="training-videos"
        title={t('trainings.overview.videos')}
        seeAll={{ to: ROUTE_PATHS.Videos, label: t('trainings.overview.seeAllVideos') }}
      >
        <VideosPreview count={TRAINING_OVERVIEW_VIDEOS} />
      </OverviewSection>
    </div>
  );
}

function OverviewSection({
  id,
  title,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  seeAll: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation(['training-programs', 'trainings']);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-slate-900 sm:text-xl">
          {title}
        </h2>
        <Link
          to={seeAll.to}
          aria-label={seeAll.label}
          className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('trainings.overview.seeAll')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
