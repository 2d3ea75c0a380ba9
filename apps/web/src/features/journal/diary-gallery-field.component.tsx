import type { DiaryGalleryItem } from '@cordee/shared/diaries.contracts';
import { DIARY_LIMITS } from '@cordee/shared/diary-rules';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { IMAGE_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { parseVideoLink } from '@cordee/shared/video-links';
import { ImagePlus, ImageUp, Play, Video, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FilePicker } from '../../components/ui/file-picker.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { UploadProgressList } from '../../components/ui/upload-progress-list.component.tsx';
import { UploadedImage } from '../../components/ui/uploaded-image.component.tsx';
import { useFileUploads } from '../../lib/file-uploads.hook.ts';

type DiaryGalleryFieldProps = {
  items: DiaryGalleryItem[];
  /** Functional, because uploads finish one by one after the render that started them. */
  onItemsChange: (change: (items: DiaryGalleryItem[]) => DiaryGalleryItem[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

/** The gallery with one more item, unless it is already there or the gallery is full. */
function withItem(items: DiaryGalleryItem[], item: DiaryGalleryItem): DiaryGalleryItem[] {
  if (items.some((shown) => shown.type === item.type && shown.url === item.url)) return items;
  return [...items, item].slice(0, DIARY_LIMITS.gallery);
}

/**
 * A diary's photos (uploaded at once, each with its progress) and videos (a YouTube, Vimeo or direct
 * MP4/WebM https link with an uploaded thumbnail), twelve in all; each removable.
 */
export function DiaryGalleryField({ items, onItemsChange, onBusyChange, error }: DiaryGalleryFieldProps) {
  const { t } = useTranslation('journal');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const photos = useFileUploads((file) =>
    onItemsChange((current) =>
      withItem(current, { type: 'image', url: file.url, thumbnail: thumbnailUrlOf(file.url) }),
    ),
  );
  const [videoLink, setVideoLink] = useState('');
  const [videoThumbnail, setVideoThumbnail] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | undefined>();
  const thumbnails = useFileUploads((file) => setVideoThumbnail(file.url));
  const busy = photos.uploading + thumbnails.uploading > 0;
  const room = DIARY_LIMITS.gallery - items.length - photos.uploading;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const onPickPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure: the input must forget this choice.
    event.target.value = '';
    picked.forEach((file, index) => {
      if (index < room) void photos.start('/api/temp-image-upload', file);
      else photos.fail(file.name, t('journal.gallery.tooMany', { count: DIARY_LIMITS.gallery }));
    });
  };

  const onPickThumbnail = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (file) void thumbnails.start('/api/temp-image-upload', file);
  };

  const addVideo = () => {
    const link = parseVideoLink(videoLink);
    if (!link) return setVideoError(t('journal.gallery.invalidVideo'));
    if (!videoThumbnail) return setVideoError(t('journal.gallery.thumbnailRequired'));
    if (room <= 0) return setVideoError(t('journal.gallery.tooMany', { count: DIARY_LIMITS.gallery }));
    onItemsChange((current) => withItem(current, { type: 'video', url: link.url, thumbnail: videoThumbnail }));
    setVideoLink('');
    setVideoThumbnail(null);
    setVideoError(undefined);
  };

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('journal.gallery.legend')}</legend>
      {items.length > 0 && (
        <ol aria-label={t('journal.gallery.listLabel')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {items.map((item, index) => {
            const position = index + 1;
            const label =
              item.type === 'video'
                ? t('journal.gallery.video', { position })
                : t('journal.gallery.photo', { position });
            return (
              <li
                key={`${item.type}:${item.url}`}
                className="relative overflow-hidden rounded-lg border border-slate-200"
              >
                <UploadedImage
                  src={thumbnailUrlOf(item.thumbnail)}
                  alt={label}
                  className="aspect-square w-full object-cover"
                />
                {item.type === 'video' && (
                  <Play aria-hidden="true" className="absolute inset-0 m-auto size-6 fill-white drop-shadow" />
                )}
                <IconButton
                  label={t('journal.gallery.remove', { position })}
                  onClick={() => onItemsChange((current) => current.filter((_, kept) => kept !== index))}
                  className="absolute top-1 right-1 size-7 bg-white/90 shadow"
                >
                  <X aria-hidden="true" className="size-4" />
                </IconButton>
              </li>
            );
          })}
        </ol>
      )}
      <UploadProgressList pending={photos.pending} announcement={photos.announcement} onDismiss={photos.dismiss} />
      <FilePicker
        id={`${id}-photos`}
        label={t('journal.gallery.addPhotos')}
        icon={ImagePlus}
        hint={t('journal.gallery.hint', { count: DIARY_LIMITS.gallery, left: Math.max(room, 0) })}
        hintId={hintId}
        multiple
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={room <= 0}
        onChange={onPickPhotos}
      />

      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Video aria-hidden="true" className="size-4" />
          {t('journal.gallery.videoLegend')}
        </p>
        <TextField
          label={t('journal.gallery.videoLink')}
          hint={t('journal.gallery.videoHint')}
          type="url"
          inputMode="url"
          value={videoLink}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(event) => setVideoLink(event.target.value)}
          error={videoError}
        />
        <UploadProgressList
          pending={thumbnails.pending}
          announcement={thumbnails.announcement}
          onDismiss={thumbnails.dismiss}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {videoThumbnail ? (
            <span className="flex items-center gap-2 text-sm text-slate-700">
              <UploadedImage src={thumbnailUrlOf(videoThumbnail)} alt="" className="size-10 rounded object-cover" />
              {t('journal.gallery.videoThumbnailChosen')}
            </span>
          ) : (
            <FilePicker
              id={`${id}-video-thumbnail`}
              label={t('journal.gallery.videoThumbnail')}
              icon={ImageUp}
              hint=""
              accept={IMAGE_UPLOAD_ACCEPT}
              disabled={thumbnails.uploading > 0}
              onChange={onPickThumbnail}
            />
          )}
          <Button variant="secondary" onClick={addVideo} disabled={room <= 0 || thumbnails.uploading > 0}>
            {t('journal.gallery.addVideo')}
          </Button>
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
