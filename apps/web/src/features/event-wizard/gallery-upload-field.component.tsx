import { MAX_GALLERY_IMAGES } from '@cordee/shared/event-limits';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { IMAGE_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/ui/file-picker.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { UploadProgressList } from '../../components/ui/upload-progress-list.component.tsx';
import { UploadedImage } from '../../components/ui/uploaded-image.component.tsx';
import { useFileUploads } from '../../lib/file-uploads.hook.ts';
import type { DraftFile } from './event-draft.ts';

type GalleryUploadFieldProps = {
  images: DraftFile[];
  /** Functional, because uploads finish one by one after the render that started them. */
  onImagesChange: (change: (images: DraftFile[]) => DraftFile[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

/** Spec 2 §2.7 step 2: up to 6 images, each uploaded at once with its progress; removable and ordered. */
export function GalleryUploadField({ images, onImagesChange, onBusyChange, error }: GalleryUploadFieldProps) {
  const { t } = useTranslation('event-wizard');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const uploads = useFileUploads((file) =>
    onImagesChange((current) => [...current, file].slice(0, MAX_GALLERY_IMAGES)),
  );
  const room = MAX_GALLERY_IMAGES - images.length - uploads.uploading;

  useEffect(() => onBusyChange(uploads.uploading > 0), [uploads.uploading, onBusyChange]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure: the input must forget this choice.
    event.target.value = '';
    picked.forEach((file, index) => {
      if (index < room) void uploads.start('/api/temp-image-upload', file);
      else uploads.fail(file.name, t('eventWizard.gallery.tooMany', { count: MAX_GALLERY_IMAGES }));
    });
  };

  const move = (index: number, by: -1 | 1) =>
    onImagesChange((current) => {
      const next = [...current];
      const [image] = next.splice(index, 1);
      if (image) next.splice(index + by, 0, image);
      return next;
    });

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('eventWizard.gallery.legend')}</legend>
      {images.length > 0 && (
        <ol
          aria-label={t('eventWizard.gallery.listLabel')}
          className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @3xl:grid-cols-4"
        >
          {images.map((image, index) => {
            const position = t('eventWizard.gallery.position', { position: index + 1 });
            return (
              <li key={image.key} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-1.5">
                <UploadedImage
                  src={thumbnailUrlOf(image.url)}
                  alt={position}
                  width={320}
                  height={240}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
                />
                <div className="flex items-center justify-between">
                  <IconButton
                    label={t('eventWizard.gallery.moveEarlier', { position: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    className="size-8"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t('eventWizard.gallery.remove', { position: index + 1 })}
                    onClick={() => onImagesChange((current) => current.filter((kept) => kept.key !== image.key))}
                    className="size-8"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={t('eventWizard.gallery.moveLater', { position: index + 1 })}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                    className="size-8"
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <UploadProgressList pending={uploads.pending} announcement={uploads.announcement} onDismiss={uploads.dismiss} />
      <FilePicker
        id={inputId}
        label={t('eventWizard.gallery.add')}
        icon={ImagePlus}
        hint={t('eventWizard.gallery.hint', { count: MAX_GALLERY_IMAGES, left: Math.max(room, 0) })}
        hintId={hintId}
        multiple
        accept={IMAGE_UPLOAD_ACCEPT}
        disabled={room <= 0}
        onChange={onPick}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
