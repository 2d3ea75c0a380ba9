import { PDF_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/ui/file-picker.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { UploadProgressList } from '../../components/ui/upload-progress-list.component.tsx';
import { UploadedFileRow } from '../../components/ui/uploaded-file-row.component.tsx';
import { useFileUploads } from '../../lib/file-uploads.hook.ts';
import { ChoiceGroup } from './choice-group.component.tsx';
import type { DraftFile, EventDraft } from './event-draft.ts';

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
  const { t } = useTranslation('event-wizard');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const uploads = useFileUploads((uploaded) => {
    onFileChange(uploaded);
    // A file refused earlier ("Only PDF files are accepted.") says nothing about the one now uploaded.
    for (const earlier of uploads.pending) if (earlier.status === 'failed') uploads.dismiss(earlier.id);
  });

  useEffect(() => onBusyChange(uploads.uploading > 0), [uploads.uploading, onBusyChange]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked) void uploads.start('/api/temp-pdf-upload', picked);
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
            <UploadedFileRow
              name={file.name}
              url={file.url}
              removeLabel={t('eventWizard.waiver.remove', { name: file.name })}
              onRemove={() => onFileChange(null)}
            />
          ) : (
            <FilePicker
              id={inputId}
              label={t('eventWizard.waiver.choosePdf')}
              icon={Upload}
              hint={t('eventWizard.waiver.pdfHint')}
              accept={PDF_UPLOAD_ACCEPT}
              disabled={uploads.uploading > 0}
              aria-describedby={fileError ? errorId : undefined}
              aria-invalid={fileError ? true : undefined}
              onChange={onPick}
            />
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
