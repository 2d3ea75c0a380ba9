import type { Training } from '@cordee/shared/trainings.contracts';
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { TrainingCover } from './training-card.component.tsx';
import { TrainingDescription } from './training-description.component.tsx';
import { playerOf, wrapIndex } from './training-display.ts';

/**
 * The view_video_modal: the training's items one at a time (an uploaded video plays from its signed url,
 * a YouTube or Vimeo link opens on its site), a thumbnail strip, previous/next that wrap around, and the
 * arrow keys. Kept to this feature: a training's items are videos first, unlike the journal's gallery.
 */
export function VideoViewerModal({ props }: ModalContentProps) {
  const { t } = useTranslation('trainings');
  const training = props.training as Training;
  const items = training.training_gallery;
  const [index, setIndex] = useState(() => wrapIndex(Number(props.index ?? 0), items.length));
  const item = items[index];
  const count = items.length;
  const go = (step: number) => setIndex((current) => wrapIndex(current + step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A focused video seeks with the arrows itself.
    if ((event.target as HTMLElement).tagName === 'VIDEO' || count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const player = item ? playerOf(item) : ({ kind: 'none' } as const);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys are a shortcut; the buttons below do the same.
    <div className="flex flex-col gap-4" onKeyDown={onKeyDown}>
      <h3 className="text-base font-semibold text-slate-900">{training.training_title}</h3>
      <div className="relative overflow-hidden rounded-xl bg-slate-950">
        {player.kind === 'video' && (
          <video
            key={player.src}
            src={player.src}
            poster={item?.thumbnail ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="aspect-video w-full bg-black"
          >
            <track kind="captions" />
          </video>
        )}
        {player.kind === 'image' && <img src={player.src} alt="" className="aspect-video w-full object-contain" />}
        {player.kind === 'link' && (
          <div className="relative aspect-video w-full">
            <TrainingCover src={item?.thumbnail ?? null} className="size-full opacity-70" />
            <a
              href={player.href}
              target="_blank"
              rel="noopener noreferrer"
              className="absolute inset-0 m-auto flex h-fit w-fit items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 shadow"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('trainings.viewer.watchOn', { host: player.host === 'youtube' ? 'YouTube' : 'Vimeo' })}
            </a>
          </div>
        )}
        {player.kind === 'none' && (
          <p className="flex aspect-video items-center justify-center text-sm text-slate-200">
            {t('trainings.viewer.nothing')}
          </p>
        )}
      </div>
      {count > 1 && (
        <div className="flex items-center gap-2">
          <IconButton label={t('trainings.viewer.previous')} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </IconButton>
          <ul aria-label={t('trainings.viewer.thumbnails')} className="flex flex-1 gap-2 overflow-x-auto py-1">
            {items.map((entry, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the gallery is fixed while the viewer is open; its place is its identity.
              <li key={position} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-label={t('trainings.viewer.item', { index: position + 1, count })}
                  aria-current={position === index || undefined}
                  className={`block h-12 w-20 overflow-hidden rounded-md ring-2 ${position === index ? 'ring-brand-600' : 'ring-transparent'}`}
                >
                  <TrainingCover src={entry.thumbnail} className="size-full" />
                </button>
              </li>
            ))}
          </ul>
          <IconButton label={t('trainings.viewer.next')} onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </IconButton>
        </div>
      )}
      {training.training_description && <TrainingDescription html={training.training_description} />}
    </div>
  );
}
