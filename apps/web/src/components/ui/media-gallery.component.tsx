import { parseVideoLink, watchUrlOf } from '@cordee/shared/video-links';
import { ChevronLeft, ChevronRight, ExternalLink, Play, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog.component.tsx';

/** One photo or video of a gallery (a diary's, a training's): its file or link, and a preview image. */
export type MediaItem = { type: 'image' | 'video'; url: string; thumbnail: string };

type MediaGalleryProps = {
  items: readonly MediaItem[];
  initialIndex?: number;
  /** Names the viewer for assistive technology, e.g. the diary's title. */
  title: string;
  onClose: () => void;
};

/** Where a video plays: files served by Cordée itself play here; anything else opens at its source. */
export type VideoPlayback = { kind: 'inline'; src: string } | { kind: 'link'; href: string; site: string };

/**
 * The app's CSP lets media and frames come from its own origin only, so a YouTube or Vimeo video, or a
 * file on another site, is opened in a new tab from its thumbnail rather than embedded: no widened CSP,
 * no third-party player loaded into Cordée's pages.
 */
export function videoPlaybackOf(url: string, origin: string = globalThis.location?.origin ?? ''): VideoPlayback {
  const sameOrigin = (url.startsWith('/') && !url.startsWith('//')) || (origin !== '' && url.startsWith(`${origin}/`));
  if (sameOrigin) return { kind: 'inline', src: url };
  const link = parseVideoLink(url);
  if (!link) return { kind: 'link', href: url, site: hostOf(url) };
  const site = link.kind === 'youtube' ? 'YouTube' : link.kind === 'vimeo' ? 'Vimeo' : hostOf(link.url);
  return { kind: 'link', href: watchUrlOf(link), site };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * The gallery viewer: one item at a time with previous / next that wrap around,
 * a thumbnail strip and a close button; the arrow keys move, Escape closes. Photos are shown, videos
 * played (or opened at their source, see videoPlaybackOf). A modal dialog of its own, so it opens above
 * another modal (the view-diary modal) as well as above a page.
 */
export function MediaGallery({ items, initialIndex = 0, title, onClose }: MediaGalleryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const count = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const current = items[index];
  const go = (by: number) => setIndex((shown) => (shown + by + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    // A focused video uses the arrows to seek.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  const labelOf = (item: MediaItem, position: number) =>
    item.type === 'video' ? t('mediaGallery.video', { position }) : t('mediaGallery.image', { position });

  return (
    <ModalDialog
      onDismiss={onClose}
      labelledBy={titleId}
      className="m-auto h-[min(100dvh,56rem)] max-h-dvh w-[min(100vw,72rem)] max-w-none sm:rounded-2xl"
      // The dark stage is the body's: it fills the box, whose own background is the dialogs' white.
      bodyClassName="flex h-full flex-col gap-3 bg-slate-950 p-3 text-white sm:p-5"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move within the dialog wherever focus is in it. */}
      <div className="flex min-h-0 flex-1 flex-col gap-3" onKeyDown={onKeyDown}>
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="min-w-0 truncate text-base font-semibold">
            {title}
            <span className="sr-only">, {t('mediaGallery.label')}</span>
          </h2>
          <p aria-live="polite" className="shrink-0 text-sm text-slate-300">
            {count > 0 ? t('mediaGallery.position', { position: index + 1, count }) : null}
          </p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('mediaGallery.close')}
            className="shrink-0 rounded-full p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          {current && <MediaStage key={`${index}:${current.url}`} item={current} label={labelOf(current, index + 1)} />}
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('mediaGallery.previous')}
                className="absolute top-1/2 left-1 -translate-y-1/2 rounded-full bg-black/50 p-2 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white sm:left-2"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('mediaGallery.next')}
                className="absolute top-1/2 right-1 -translate-y-1/2 rounded-full bg-black/50 p-2 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white sm:right-2"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          )}
        </div>

        {count > 1 && (
          <ul aria-label={t('mediaGallery.thumbnails')} className="flex shrink-0 gap-2 overflow-x-auto pb-1">
            {items.map((item, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown in order, where one picture may appear twice.
              <li key={`${position}:${item.url}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-label={t('mediaGallery.show', { position: position + 1, count })}
                  aria-current={position === index ? 'true' : undefined}
                  className={`relative block size-14 overflow-hidden rounded-md sm:size-16 ${
                    position === index ? 'ring-2 ring-white' : 'opacity-70 hover:opacity-100'
                  }`}
                >
                  <img src={item.thumbnail} alt="" className="size-full object-cover" loading="lazy" />
                  {item.type === 'video' && (
                    <Play aria-hidden="true" className="absolute inset-0 m-auto size-5 fill-white drop-shadow" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}

function MediaStage({ item, label }: { item: MediaItem; label: string }) {
  const { t } = useTranslation();
  if (item.type === 'image') {
    return <img src={item.url} alt={label} className="max-h-full max-w-full rounded-lg object-contain" />;
  }
  const playback = videoPlaybackOf(item.url);
  if (playback.kind === 'inline') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: climbers' own clips come without captions.
      <video
        src={playback.src}
        poster={item.thumbnail}
        controls
        aria-label={label}
        className="max-h-full max-w-full rounded-lg"
      />
    );
  }
  return (
    <a
      href={playback.href}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative flex max-h-full max-w-full items-center justify-center overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-white"
    >
      <img
        src={item.thumbnail}
        alt={label}
        className="max-h-full max-w-full object-contain opacity-90 group-hover:opacity-100"
      />
      <span className="absolute inset-0 m-auto flex size-fit flex-col items-center gap-2 rounded-xl bg-black/60 px-4 py-3 text-center text-sm font-semibold">
        <Play aria-hidden="true" className="size-8 fill-white" />
        <span className="inline-flex items-center gap-1.5">
          {t('mediaGallery.playVideo', { site: playback.site })}
          <ExternalLink aria-hidden="true" className="size-4" />
        </span>
      </span>
    </a>
  );
}
