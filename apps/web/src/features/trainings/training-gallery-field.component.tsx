import { parseVideoLink, TRAINING_GALLERY_MAX, VIDEO_UPLOAD_ACCEPT } from '@cordee/shared/training-media';
import { IMAGE_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { Film, ImagePlus, Link2, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FilePicker } from '../../components/ui/file-picker.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { UploadProgressList } from '../../components/ui/upload-progress-list.component.tsx';
import { useFileUploads } from '../../lib/file-uploads.hook.ts';
import { TrainingCover } from './training-card.component.tsx';

/** One item of the form's gallery: an uploaded file by key, or a pasted link. */
export type GalleryDraftItem = {
  /** Stable within the form, for React keys. */
  id: string;
  type: 'video' | 'image';
  key?: string;
  url?: string;
  thumbnail: string | null;
  name: string;
};

type Change = (change: (items: GalleryDraftItem[]) => GalleryDraftItem[]) => void;

let nextDraftId = 1;
export const newDraftId = () => `draft-${nextDraftId++}`;

/** A thumbnail picker of one item: its own upload, with progress, that replaces the item's thumbnail. */
function ThumbnailPicker({
  item,
  onChange,
  onBusy,
}: {
  item: GalleryDraftItem;
  onChange: Change;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('trainings');
  const id = useId();
  const uploads = useFileUploads((file) =>
    onChange((items) => items.map((entry) => (entry.id === item.id ? { ...entry, thumbnail: file.url } : entry))),
  );
  useEffect(() => onBusy(uploads.uploading > 0), [uploads.uploading, onBusy]);
  return (
    <div className="flex flex-col gap-1">
      <FilePicker
        id={id}
        label={item.thumbnail ? t('trainings.form.changeThumbnail') : t('trainings.form.setThumbnail')}
        icon={ImagePlus}
        hint={t('trainings.form.imageHint')}
        accept={IMAGE_UPLOAD_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploads.start('/api/temp-image-upload', file);
        }}
      />
      <UploadProgressList pending={uploads.pending} announcement={uploads.announcement} onDismiss={uploads.dismiss} />
    </div>
  );
}

type TrainingGalleryFieldProps = {
  items: GalleryDraftItem[];
  onChange: Change;
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

/**
 * The form's videos and images: upload a video (with progress) or paste a link, add images, give each a
 * thumbnail, remove. At most TRAINING_GALLERY_MAX items, as the server allows.
 */
export function TrainingGalleryField({ items, onChange, onBusyChange, error }: TrainingGalleryFieldProps) {
  const { t } = useTranslation('trainings');
  const videoId = useId();
  const imageId = useId();
  const linkId = useId();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [busyThumbnails, setBusyThumbnails] = useState(new Set<string>());
  const append = (item: GalleryDraftItem) => onChange((current) => [...current, item].slice(0, TRAINING_GALLERY_MAX));
  const videos = useFileUploads((file) =>
    append({ id: newDraftId(), type: 'video', key: file.key, url: file.url, thumbnail: null, name: file.name }),
  );
  const images = useFileUploads((file) =>
    append({ id: newDraftId(), type: 'image', key: file.key, url: file.url, thumbnail: file.url, name: file.name }),
  );
  const room = TRAINING_GALLERY_MAX - items.length - videos.uploading - images.uploading;
  const busy = videos.uploading + images.uploading > 0 || busyThumbnails.size > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const pick = (event: ChangeEvent<HTMLInputElement>, kind: 'video' | 'image') => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const uploads = kind === 'video' ? videos : images;
    if (room <= 0) uploads.fail(file.name, t('trainings.form.galleryFull', { count: TRAINING_GALLERY_MAX }));
    else void uploads.start(kind === 'video' ? '/api/temp-video-upload' : '/api/temp-image-upload', file);
  };

  const addLink = () => {
    const parsed = parseVideoLink(link);
    if (!parsed) {
      setLinkError(t('trainings.form.linkInvalid'));
      return;
    }
    setLinkError(null);
    append({ id: newDraftId(), type: 'video', url: link.trim(), thumbnail: null, name: link.trim() });
    setLink('');
  };

  const thumbnailBusy = (id: string) => (value: boolean) =>
    setBusyThumbnails((current) => {
      if (current.has(id) === value) return current;
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('trainings.form.gallery')}</legend>
      <p className="text-xs text-slate-600">{t('trainings.form.galleryHint', { count: TRAINING_GALLERY_MAX })}</p>
      {items.length > 0 && (
        <ol className="flex flex-col gap-3">
          {items.map((item) => (
            <li
              key={item.id}
              data-gallery-item={item.type}
              className="flex gap-3 rounded-xl border border-slate-200 p-2"
            >
              <TrainingCover src={item.thumbnail} className="h-16 w-28 shrink-0 rounded-md" />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 text-sm">
                    <span className="font-medium text-slate-900">
                      {item.type === 'image'
                        ? t('trainings.form.itemImage')
                        : item.key
                          ? t('trainings.form.itemVideo')
                          : t('trainings.form.itemLink')}
                    </span>{' '}
                    <span className="block truncate text-slate-600">{item.name}</span>
                  </p>
                  <IconButton
                    label={t('trainings.form.removeItem')}
                    className="size-8 shrink-0"
                    onClick={() => onChange((current) => current.filter((entry) => entry.id !== item.id))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
                {item.type === 'video' && (
                  <ThumbnailPicker item={item} onChange={onChange} onBusy={thumbnailBusy(item.id)} />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <UploadProgressList pending={videos.pending} announcement={videos.announcement} onDismiss={videos.dismiss} />
      <UploadProgressList pending={images.pending} announcement={images.announcement} onDismiss={images.dismiss} />
      <FilePicker
        id={videoId}
        label={t('trainings.form.uploadVideo')}
        icon={Film}
        hint={t('trainings.form.videoHint')}
        accept={VIDEO_UPLOAD_ACCEPT}
        disabled={room <= 0}
        onChange={(event) => pick(event, 'video')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={linkId} className="text-sm font-medium text-slate-800">
          {t('trainings.form.linkLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={linkId}
            type="url"
            inputMode="url"
            value={link}
            placeholder={t('trainings.form.linkPlaceholder')}
            aria-invalid={linkError ? true : undefined}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <Button variant="secondary" onClick={addLink} disabled={room <= 0 || link.trim() === ''}>
            <Link2 aria-hidden="true" className="size-4" />
            {t('trainings.form.addLink')}
          </Button>
        </div>
        {linkError && <p className="text-sm text-red-700">{linkError}</p>}
      </div>
      <FilePicker
        id={imageId}
        label={t('trainings.form.uploadImage')}
        icon={ImagePlus}
        hint={t('trainings.form.imageHint')}
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={room <= 0}
        onChange={(event) => pick(event, 'image')}
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
