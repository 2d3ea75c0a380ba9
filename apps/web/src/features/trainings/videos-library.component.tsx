import type { Training } from '@cordee/shared/trainings.contracts';
import { ChevronLeft, ChevronRight, Video } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { TrainingCard } from './training-card.component.tsx';
import { TrainingSearchBox } from './training-search-box.component.tsx';
import { TRAININGS_PER_PAGE, useTrainings } from './trainings.api.ts';

/**
 * A playable training opens the video viewer; a locked one, the subscription modal with the plans that
 * would open it (the server never sent its media).
 */
export function openTraining(training: Training): void {
  if (training.userCanPlay) openModal('view_video_modal', { training });
  else openModal('subscription_modal', { trainingId: training.id, requiredPlans: training.required_plans });
}

/**
 * The Videos screen's body (climbers): the searchable training cards in a slider, 1.25 cards wide under
 * 1024 px and 3.8 from there (CSS scroll snapping), each with its plan badge and a lock when locked.
 */
export function VideosLibrary() {
  const { t } = useTranslation('trainings');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 300);
  const list = useTrainings({ page: 1, perPage: TRAININGS_PER_PAGE, search, planId: null });
  const track = useRef<HTMLUListElement>(null);
  const slide = (direction: -1 | 1) => {
    const element = track.current;
    const card = element?.querySelector('li');
    if (element && card) element.scrollBy({ left: direction * (card.clientWidth + 16), behavior: 'smooth' });
  };
  const data = list.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <TrainingSearchBox
          label={t('trainings.manage.searchLabel')}
          placeholder={t('trainings.manage.searchPlaceholder')}
          value={searchInput}
          onChange={setSearchInput}
        />
        {data && data.data.length > 1 && (
          <div className="flex shrink-0 gap-1">
            <IconButton label={t('trainings.videos.previous')} onClick={() => slide(-1)}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </IconButton>
            <IconButton label={t('trainings.videos.next')} onClick={() => slide(1)}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </IconButton>
          </div>
        )}
      </div>
      {list.isPending && (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-brand-700">
          <Spinner className="size-6" />
          <span className="text-sm text-slate-600">{t('trainings.manage.loading')}</span>
        </div>
      )}
      {list.isError && !data && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {data && data.data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Video aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-900">
            {search ? t('trainings.manage.noMatch') : t('trainings.videos.empty')}
          </p>
        </div>
      )}
      {data && data.data.length > 0 && <TrainingSlider trainings={data.data} track={track} />}
    </div>
  );
}

/** The cards in a row that scrolls sideways, 1.25 cards wide under 1024 px and 3.8 from there. */
export function TrainingSlider({
  trainings,
  track,
}: {
  trainings: Training[];
  track?: RefObject<HTMLUListElement | null>;
}) {
  const { t } = useTranslation('trainings');
  return (
    <ul
      ref={track}
      aria-label={t('trainings.manage.listLabel')}
      className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3 [scrollbar-width:thin]"
    >
      {trainings.map((training) => (
        <li
          key={training.id}
          // Relative: the cards' screen-reader-only words are positioned, and would otherwise reach past the
          // row's clipping and widen the whole page.
          className="relative shrink-0 grow-0 basis-[calc((100%-1rem)/1.25)] snap-start lg:basis-[calc((100%-3rem)/3.8)]"
        >
          <TrainingCard training={training} onOpen={openTraining} />
        </li>
      ))}
    </ul>
  );
}

/** The Training overview's Videos row: the newest few, without the search. */
export function VideosPreview({ count }: { count: number }) {
  const { t } = useTranslation('trainings');
  const list = useTrainings({ page: 1, perPage: count, search: '', planId: null });
  if (list.isPending) {
    return (
      <div role="status" className="flex min-h-64 items-center justify-center gap-3 py-10 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm text-slate-600">{t('trainings.manage.loading')}</span>
      </div>
    );
  }
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-base font-semibold text-slate-800">
        {t('trainings.videos.empty')}
      </p>
    );
  }
  return <TrainingSlider trainings={list.data.data} />;
}
