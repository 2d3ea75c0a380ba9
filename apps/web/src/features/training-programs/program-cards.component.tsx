import type { TrainingPageSummary } from '@cordee/shared/training-programs.contracts';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { GraduationCap, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { ProgramBadgeView } from './program-badge.component.tsx';
import { usePublicList } from './training-programs.api.ts';

export const programPath = (slug: string) => `/training-program/${encodeURIComponent(slug)}`;

/**
 * The public list of published programs: a lock over the ones this viewer's plan does not open. The
 * Training overview shows only the first `limit`, in one row that scrolls sideways on a phone (one card
 * tall whatever the count, so the videos below stay where they were drawn).
 */
export function ProgramCards({ limit, row = false }: { limit?: number; row?: boolean } = {}) {
  const { t } = useTranslation('training-programs');
  const list = usePublicList();

  if (list.isPending) {
    return (
      // About one card tall, so what follows (the Training overview's videos) does not move when they arrive.
      <div role="status" className="flex min-h-80 items-center justify-center gap-3 py-16 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{t('trainingPrograms.list.loading')}</span>
      </div>
    );
  }
  if (list.error)
    return <LoadError error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <GraduationCap aria-hidden="true" className="size-10 text-slate-400" />
        <p className="text-base font-semibold text-slate-800">{t('trainingPrograms.list.empty')}</p>
      </div>
    );
  }
  return (
    <ul
      className={
        row
          ? 'flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 [scrollbar-width:thin]'
          : 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3'
      }
    >
      {list.data.data.slice(0, limit).map((program) => (
        <li
          key={program.id}
          className={
            row
              ? 'relative shrink-0 grow-0 basis-[calc((100%-1rem)/1.25)] snap-start sm:basis-[calc((100%-1rem)/2)] xl:basis-[calc((100%-2rem)/3)]'
              : undefined
          }
        >
          <ProgramCard program={program} />
        </li>
      ))}
    </ul>
  );
}

function ProgramCard({ program }: { program: TrainingPageSummary }) {
  const { t } = useTranslation('training-programs');
  const locked = !program.userCanAccess;
  return (
    <Link
      to={programPath(program.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[16/9] bg-slate-200">
        {program.header_image ? (
          <img src={thumbnailUrlOf(program.header_image)} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-600 to-slate-800">
            <GraduationCap aria-hidden="true" className="size-12 text-white/80" />
          </div>
        )}
        {locked && (
          <div className="absolute inset-0 flex items-center justify-center bg-slate-900/55">
            <span className="flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900">
              <Lock aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('trainingPrograms.list.locked')}</span>
              <span aria-hidden="true">{t('trainingPrograms.badge.subscriptionRequired')}</span>
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-base font-semibold text-slate-900 group-hover:text-brand-800">{program.title}</h2>
          <ProgramBadgeView program={program} />
        </div>
        <p className="text-sm text-slate-600">
          {t('trainingPrograms.list.sections', { count: program.section_count })}
          {program.required_plans.length > 0 && ` · ${program.required_plans.map((plan) => plan.plan_name).join(', ')}`}
        </p>
      </div>
    </Link>
  );
}
