import { PDF_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { FileText, Upload, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { ChoiceGroup } from './choice-group.component.tsx';
import type { DraftFile, EventDraft } from './event-draft.ts';
import { UploadProgressList } from './upload-progress.component.tsx';
import { useUploads } from './uploads.hook.ts';

type WaiverFieldProps = {
  termsType: EventDraft['terms_type'];
  file: DraftFile | null;
  link: string;
  onTermsTypeChange: (type: EventDraft['terms_type']) => void;
  onFileChange: (file: DraftFile | null) => void;
  onLinkChange: (link: string) => void;
  onBusyChange: (busy: boolean) => void;
  fileError?: string;
  linkError?: string;
};

/**
 * Spec 2 §2.7 step 4: the guide's waiver, an uploaded PDF or a link. Switching back to "Upload PDF"
 * finds the file chosen before; removing it clears it.
 */
export function WaiverField({
  termsType,
  file,
  link,
  onTermsTypeChange,
  onFileChange,
  onLinkChange,
  onBusyChange,
  fileError,
  linkError,
}: WaiverFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const uploads = useUploads('/api/temp-pdf-upload', onFileChange);

  useEffect(() => onBusyChange(uploads.uploading > 0), [uploads.uploading, onBusyChange]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked) void uploads.start(picked);
  };

  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup
        legend={t('eventWizard.waiver.legend')}
        name="terms_type"
        value={termsType}
        onChange={onTermsTypeChange}
        options={[
          { value: 'upload', label: t('eventWizard.waiver.upload') },
          { value: 'link', label: t('eventWizard.waiver.link') },
        ]}
      />
      {termsType === 'upload' ? (
        <div className="flex flex-col gap-3">
          {file ? (
            <div className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 underline-offset-4 hover:underline"
              >
                {file.name}
              </a>
              <IconButton
                label={t('eventWizard.waiver.remove', { name: file.name })}
                onClick={() => onFileChange(null)}
              >
                <X aria-hidden="true" className="size-4" />
              </IconButton>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={inputId}
                type="file"
                accept={PDF_UPLOAD_ACCEPT}
                disabled={uploads.uploading > 0}
                aria-describedby={fileError ? errorId : undefined}
                aria-invalid={fileError ? true : undefined}
                onChange={onPick}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-500"
              >
                <Upload aria-hidden="true" className="size-4" />
                {t('eventWizard.waiver.choosePdf')}
              </label>
              <p className="text-xs text-slate-600">{t('eventWizard.waiver.pdfHint')}</p>
            </div>
          )}
          <UploadProgressList
            pending={uploads.pending}
            announcement={uploads.announcement}
            onDismiss={uploads.dismiss}
          />
          {fileError && (
            <p id={errorId} className="text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
      ) : (
        <TextField
          label={t('eventWizard.waiver.linkLabel')}
          type="url"
          inputMode="url"
          placeholder={t('eventWizard.waiver.linkPlaceholder')}
          value={link}
          onChange={(event) => onLinkChange(event.target.value)}
          error={linkError}
        />
      )}
    </div>
  );
}
