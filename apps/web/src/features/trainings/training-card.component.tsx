import type { Training } from '@cordee/shared/trainings.contracts';
import { Clapperboard, Lock, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '../../components/ui/uploaded-image.component.tsx';
import { coverOf, type PlanBadge, planBadgeOf } from './training-display.ts';

export function PlanBadgeLabel({ badge }: { badge: PlanBadge }) {
  const { t } = useTranslation('trainings');
  const text =
    badge.kind === 'free'
      ? t('trainings.card.free')
      : badge.kind === 'unknown'
        ? t('trainings.card.unknownPlan')
        : badge.name;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        badge.kind === 'free'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-brand-50 text-brand-800 ring-brand-200'
      }`}
    >
      {text}
    </span>
  );
}

/** The picture of a training, or the default picture when it has no thumbnail. */
export function TrainingCover({ src, className = '' }: { src: string | null; className?: string }) {
  if (!src) {
    return (
      <div className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <Clapperboard aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return <UploadedImage src={src} alt="" loading="lazy" className={`object-cover ${className}`} />;
}

type TrainingCardProps = {
  training: Training;
  onOpen: (training: Training) => void;
  /** Staff lists show which card the panel holds. */
  selected?: boolean;
  /** Climbers see a lock on what they cannot play; staff play everything. */
  showAccess?: boolean;
};

/** A training's card: thumbnail, title, plan badge, and a lock when the caller cannot play it. */
export function TrainingCard({ training, onOpen, selected = false, showAccess = true }: TrainingCardProps) {
  const { t } = useTranslation('trainings');
  const locked = showAccess && !training.userCanPlay;
  return (
    <button
      type="button"
      onClick={() => onOpen(training)}
      aria-current={selected || undefined}
      data-training-card={training.id}
      data-locked={locked || undefined}
      className={`group flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-white text-left shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        selected ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200'
      }`}
    >
      <div className="relative aspect-video w-full overflow-hidden">
        <TrainingCover src={coverOf(training)} className="size-full" />
        {showAccess && (
          <span
            className={`absolute inset-0 flex items-center justify-center ${locked ? 'bg-slate-900/45' : 'bg-slate-900/0 group-hover:bg-slate-900/20'}`}
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow">
              {locked ? (
                <Lock aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5 translate-x-0.5" />
              )}
            </span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* The name of the button is what it shows; a sighted reader sees Play on the picture. */}
        {showAccess && !locked && <span className="sr-only">{t('trainings.card.playPrefix')}</span>}
        <h3 className="line-clamp-2 text-base font-semibold text-slate-900">{training.training_title}</h3>
        <div className="mt-auto flex items-center justify-between gap-2">
          <PlanBadgeLabel badge={planBadgeOf(training)} />
          {locked && <span className="text-xs text-slate-600">{t('trainings.card.locked')}</span>}
        </div>
      </div>
    </button>
  );
}
