import type { Diary } from '@cordee/shared/diaries.contracts';
import { Images, Link2, Lock, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { MediaGallery } from '../../components/ui/media-gallery.component.tsx';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { DiaryDescription } from './diary-description.component.tsx';
import { longDateOf } from './diary-format.ts';

type DiaryViewProps = {
  diary: Diary;
  /** The author sees whether the entry is shared and may copy its link. */
  isOwner: boolean;
  /** The heading level of the title: h1 on the public page, h3 inside the modal (titled by the modal). */
  headingLevel: 'h1' | 'h3';
};

/** The public link of an entry, as the address bar would show it. */
export function shareLinkOf(diary: Pick<Diary, 'share_url'>): string {
  return new URL(diary.share_url, window.location.origin).href;
}

/**
 * One diary as the view-diary modal and the public page show it: the thumbnail (it opens the gallery),
 * the title, the day in long form, the description with Read more, and for its author the share link.
 */
export function DiaryView({ diary, isOwner, headingLevel: Heading }: DiaryViewProps) {
  const { t, i18n } = useTranslation('journal');
  const [galleryOpen, setGalleryOpen] = useState(false);
  const cover = diary.dairy_thumbnail;
  const hasGallery = diary.dairy_gallery.length > 0;
  const startAt = Math.max(
    0,
    diary.dairy_gallery.findIndex((item) => item.url === cover || item.thumbnail === cover),
  );

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareLinkOf(diary));
      showAlert('success', t('journal.view.copied'));
    } catch (error) {
      // Spec 3 §8: a copy that fails is only logged (the link stays in the address of the public page).
      console.error('Copying the share link failed', error);
    }
  };

  return (
    <article className="flex flex-col gap-4">
      {cover && hasGallery && (
        <button
          type="button"
          onClick={() => setGalleryOpen(true)}
          className="group relative block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className="sr-only">{t('journal.view.openGallery', { title: diary.dairy_title })}</span>
          <img
            src={cover}
            alt=""
            width={1200}
            height={800}
            className="aspect-[3/2] w-full object-cover transition-transform group-hover:scale-[1.01]"
          />
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white">
            {diary.dairy_gallery.some((item) => item.type === 'video') ? (
              <Play aria-hidden="true" className="size-3.5 fill-white" />
            ) : (
              <Images aria-hidden="true" className="size-3.5" />
            )}
            {diary.dairy_gallery.length}
          </span>
        </button>
      )}
      <header className="flex flex-col gap-1">
        <Heading className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">
          {diary.dairy_title}
        </Heading>
        <p className="text-sm text-slate-600">
          <time dateTime={diary.dairy_date}>{longDateOf(diary.dairy_date, i18n.language)}</time>
          {!isOwner && <> · {t('journal.view.by', { name: diary.author.name })}</>}
        </p>
      </header>
      <DiaryDescription html={diary.dairy_description} />
      {isOwner &&
        (diary.is_shared ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void copyLink()}>
              <Link2 aria-hidden="true" className="size-4" />
              {t('journal.view.copyLink')}
            </Button>
          </div>
        ) : (
          <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('journal.view.privateNote')}
          </p>
        ))}
      {galleryOpen && (
        <MediaGallery
          items={diary.dairy_gallery}
          initialIndex={startAt}
          title={diary.dairy_title}
          onClose={() => setGalleryOpen(false)}
        />
      )}
    </article>
  );
}
