import { IMAGE_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { i18n } from '../../lib/i18n.ts';
import { uploadFile } from '../../lib/upload-client.ts';
import { shownUploadUrl } from '../../lib/upload-previews.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * Spec 1 §5: only png, jpg and jpeg. Checked before uploading so a wrong file costs no upload; some systems
 * give no type, and then the name decides. The server checks the bytes anyway.
 */
export function isAcceptedImage(file: File): boolean {
  return file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
}

/** The upload's own message (a 422 on `file`, a 413), or the general one. */
function uploadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  return error.firstErrorOf('file') ?? messageOf(error);
}

type AvatarUploadProps = {
  label: string;
  /** Whose initials show while there is no picture. */
  name: string;
  color?: string | null;
  /** The uploaded file's url (the `tempImage` a save sends), or null. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** The picture already saved, shown until a new one is uploaded. */
  currentPicture?: string | null;
  /** Lets the form hold its submit while a file is on its way. */
  onBusyChange?: (busy: boolean) => void;
  /** A message about the chosen picture from the form or the server (e.g. an expired upload). */
  error?: string;
};

/** The avatar with an upload button, a progress bar and the upload error under it. */
export function AvatarUpload({
  label,
  name,
  color,
  value,
  onChange,
  currentPicture,
  onBusyChange,
  error: formError,
}: AvatarUploadProps) {
  const { t } = useTranslation('accounts');
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // A picture just uploaded is its uploader's alone until the profile is saved: shown from this tab's copy.
  const picture = shownUploadUrl(value || currentPicture);

  // Leaving the form abandons the upload rather than letting it report to nothing.
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File) => {
    setUploadError(null);
    setDone(false);
    if (!isAcceptedImage(file)) {
      setUploadError(t('uploads.onlyImages'));
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadFile('/api/temp-image-upload', file, setProgress, controller.signal);
      onChange(uploaded.url);
      setDone(true);
    } catch (cause) {
      if (controller.signal.aborted) return;
      setUploadError(uploadErrorMessage(cause));
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        onBusyChange?.(false);
      }
    }
  };

  const uploading = progress !== null;
  const error = uploadError ?? formError;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div className="flex items-center gap-4">
        <Avatar name={name || '?'} color={color} pictureUrl={picture} size="lg" />
        <div className="flex flex-col items-start gap-1">
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            busy={uploading}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          >
            {!uploading && <Camera aria-hidden="true" className="size-4" />}
            {picture ? t('uploads.changePhoto') : t('uploads.choosePhoto')}
          </Button>
          <p id={hintId} className="text-xs text-slate-600">
            {t('uploads.photoHint')}
          </p>
        </div>
        {/* Opened by the button above: a styled button reads better than the browser's file control. */}
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          aria-label={t('uploads.fileInputLabel')}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Choosing the same file again after an error must fire a change again.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {uploading && (
        <div
          role="progressbar"
          aria-label={t('uploads.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
      {/* Start and end only: every percent read aloud would drown the page. */}
      <p aria-live="polite" className="sr-only">
        {uploading ? t('uploads.uploading') : done ? t('uploads.uploaded') : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
