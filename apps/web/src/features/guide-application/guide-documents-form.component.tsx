import { splitCommaList } from '@cordee/shared/catalogue';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { DocumentUploadField } from './document-upload-field.component.tsx';
import {
  DOCUMENT_FIELDS,
  type DocumentField,
  type DraftDocument,
  readGuideDraft,
  saveGuideStep,
} from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';
import { StepActions } from './step-actions.component.tsx';
import { forgetSubmissionErrors, submissionErrorsOf } from './submission-errors.ts';

const LABEL_KEYS = {
  guide_insurance: 'guideApplication.documents.insurance',
  guide_certificate: 'guideApplication.documents.certificate',
  guide_license: 'guideApplication.documents.license',
} as const satisfies Record<DocumentField, string>;

/** Server messages of a refused submission, by the list or text they are about (`guide_license.0.url` → license). */
function serverErrorsByField(): Partial<Record<DocumentField | 'guide_awards', string>> {
  const byField: Partial<Record<DocumentField | 'guide_awards', string>> = {};
  for (const error of submissionErrorsOf('documents')) {
    const field = error.path.split('.')[0] as DocumentField | 'guide_awards';
    byField[field] ??= error.message;
  }
  return byField;
}

/** Step 2: every document is optional; awards are typed separated by commas. */
export function GuideDocumentsForm() {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  const noteId = useId();
  const [draft] = useState(readGuideDraft);
  const [serverErrors] = useState(serverErrorsByField);
  const [insurance, setInsurance] = useState<DraftDocument[]>(draft.guide_insurance);
  const [certificate, setCertificate] = useState<DraftDocument[]>(draft.guide_certificate);
  const [license, setLicense] = useState<DraftDocument[]>(draft.guide_license);
  const [awards, setAwards] = useState(draft.guide_awards.join(', '));
  const [busyFields, setBusyFields] = useState<ReadonlySet<DocumentField>>(new Set());

  const lists = {
    guide_insurance: [insurance, setInsurance],
    guide_certificate: [certificate, setCertificate],
    guide_license: [license, setLicense],
  } as const;

  // One stable callback per list, so the upload fields' effects do not re-run on every render.
  const busyHandlers = useMemo(
    () =>
      Object.fromEntries(
        DOCUMENT_FIELDS.map((field) => [
          field,
          (busy: boolean) =>
            setBusyFields((current) => {
              if (current.has(field) === busy) return current;
              const next = new Set(current);
              if (busy) next.add(field);
              else next.delete(field);
              return next;
            }),
        ]),
      ) as Record<DocumentField, (busy: boolean) => void>,
    [],
  );
  const busy = busyFields.size > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    saveGuideStep(
      {
        guide_insurance: insurance,
        guide_certificate: certificate,
        guide_license: license,
        guide_awards: splitCommaList(awards),
      },
      'documents',
    );
    forgetSubmissionErrors('documents');
    navigate(GUIDE_STEP_PATHS.reviews);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {DOCUMENT_FIELDS.map((field) => {
        const [files, setFiles] = lists[field];
        return (
          <DocumentUploadField
            key={field}
            label={t(LABEL_KEYS[field])}
            files={files}
            onFilesChange={setFiles}
            onBusyChange={busyHandlers[field]}
            error={serverErrors[field]}
          />
        );
      })}
      <TextAreaField
        label={t('guideApplication.documents.awards')}
        hint={t('guideApplication.documents.awardsHint')}
        value={awards}
        onChange={(event) => setAwards(event.target.value)}
        error={serverErrors.guide_awards}
      />
      <StepActions
        secondaryLabel={t('common.back')}
        onSecondary={() => navigate(GUIDE_STEP_PATHS['company-info'])}
        submitLabel={t('guideApplication.continue')}
        disabled={busy}
        note={busy ? t('fileUpload.waitForUploads') : undefined}
        noteId={noteId}
      />
    </form>
  );
}
