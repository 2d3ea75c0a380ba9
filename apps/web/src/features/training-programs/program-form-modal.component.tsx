import { formatPrice } from '@cordee/shared/money';
import { TRAINING_PROGRAM_LIMITS } from '@cordee/shared/training-program-limits';
import { slugify } from '@cordee/shared/training-program-slug';
import type { PlanOption, TrainingPage } from '@cordee/shared/training-programs.contracts';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { IMAGE_UPLOAD_ACCEPT } from '@cordee/shared/uploads.contracts';
import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, Controller, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FilePicker } from '../../components/ui/file-picker.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { UploadedImage } from '../../components/ui/uploaded-image.component.tsx';
import { WarningDialog } from '../../components/ui/warning-dialog.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { uploadFile } from '../../lib/upload-client.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { RichTextEditor } from '../event-wizard/rich-text-editor.component.tsx';
import { AccountLoadState } from '../staff-guides/account-panel.component.tsx';
import { type SaveProgramInput, useManagementDetail, useSaveProgram } from './training-programs.api.ts';

const L = TRAINING_PROGRAM_LIMITS;

type SkillValues = { title: string; body: string; learn_text: string; practice_text: string };
type SectionValues = { title: string; body: string; images: string[]; skills: SkillValues[]; footnote: string };
export type ProgramFormValues = {
  title: string;
  slug: string;
  header_image: string | null;
  /** Checkbox values: plan ids as text. */
  plans: string[];
  is_published: boolean;
  order: number;
  sections: SectionValues[];
};

const emptySkill = (): SkillValues => ({ title: '', body: '', learn_text: '', practice_text: '' });
const emptySection = (): SectionValues => ({ title: '', body: '', images: [], skills: [], footnote: '' });

export function formValuesOf(page: TrainingPage | null): ProgramFormValues {
  if (!page) {
    return { title: '', slug: '', header_image: null, plans: [], is_published: false, order: 0, sections: [] };
  }
  return {
    title: page.title,
    slug: page.slug,
    header_image: page.header_image,
    plans: page.plans.map(String),
    is_published: page.is_published,
    order: page.order,
    sections: page.sections.map((section) => ({
      title: section.title,
      body: section.body,
      images: section.images.map((image) => image.url),
      skills: section.skills.map((skill) => ({ ...skill })),
      footnote: section.footnote,
    })),
  };
}

/** What the form sends: the slug only when filled, the published flag as 1 or 0. */
export function requestBodyOf(values: ProgramFormValues): SaveProgramInput['body'] {
  const slug = values.slug.trim();
  return {
    title: values.title.trim(),
    ...(slug ? { slug } : {}),
    header_image: values.header_image,
    plans: values.plans.map(Number),
    is_published: values.is_published ? 1 : 0,
    order: Number.isFinite(values.order) ? values.order : 0,
    sections: values.sections,
  };
}

/** Server validation lists joined with commas, or the server's message, or a fallback. */
export function saveFailureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const listed = Object.values(error.fieldMessages)
    .map((messages) => messages[0])
    .filter(Boolean);
  if (listed.length > 0) return listed.join(', ');
  return messageOf(error, fallback);
}

type FormModalProps = {
  pageId?: number;
  planOptions?: PlanOption[];
  onSaved?: (page: TrainingPage) => void;
};

/** training_page_modal: creates a program, or edits the one `pageId` names (loaded first). */
export function ProgramFormModal({ props, close }: ModalContentProps) {
  const { pageId, planOptions = [], onSaved } = props as FormModalProps;
  const detail = useManagementDetail(pageId ?? null);
  if (pageId !== undefined && !detail.data) return <AccountLoadState query={detail} />;
  return (
    <ProgramForm
      pageId={pageId ?? null}
      initial={formValuesOf(detail.data ?? null)}
      planOptions={planOptions}
      onSaved={onSaved}
      close={close}
    />
  );
}

type ProgramFormProps = {
  pageId: number | null;
  initial: ProgramFormValues;
  planOptions: PlanOption[];
  onSaved?: (page: TrainingPage) => void;
  close: () => void;
};

export function ProgramForm({ pageId, initial, planOptions, onSaved, close }: ProgramFormProps) {
  const { t } = useTranslation('training-programs');
  const save = useSaveProgram();
  const [toRemove, setToRemove] = useState<number | null>(null);
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    defaultValues: initial,
    submit: (values) => save.mutateAsync({ id: pageId, body: requestBodyOf(values) }),
    // The whole page is one request: its refusals are listed together in the box, under no input.
    serverFields: {},
    onFailure: ({ error }) => saveFailureMessage(error, t('trainingPrograms.form.fallbackError')),
    onSuccess: (saved) => {
      showAlert('success', noticeOf(saved));
      onSaved?.(saved.page);
      close();
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const title = useWatch({ control, name: 'title' });
  const slug = useWatch({ control, name: 'slug' });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <FormAlert message={systemMessage} />
      <TextField
        label={t('trainingPrograms.form.title')}
        maxLength={L.title}
        error={errors.title?.message}
        {...register('title', {
          validate: (value) => value.trim() !== '' || t('trainingPrograms.form.titleRequired'),
        })}
      />
      <TextField
        label={t('trainingPrograms.form.slug')}
        hint={t('trainingPrograms.form.slugHint', { slug: slugify(slug || title) || '…' })}
        maxLength={L.slug}
        {...register('slug')}
      />
      <Controller
        control={control}
        name="header_image"
        render={({ field }) => (
          <ImagesField
            label={t('trainingPrograms.form.headerImage')}
            hint={t('trainingPrograms.form.headerImageHint')}
            max={1}
            images={field.value ? [field.value] : []}
            onChange={(images) => field.onChange(images[0] ?? null)}
            wide
          />
        )}
      />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('trainingPrograms.form.sections')}</legend>
        {sections.fields.map((section, index) => (
          <SectionEditor
            key={section.id}
            index={index}
            count={sections.fields.length}
            control={control}
            register={register}
            onMove={(to) => sections.move(index, to)}
            onRemove={() => setToRemove(index)}
          />
        ))}
        {sections.fields.length < L.sections && (
          <Button variant="secondary" className="self-start" onClick={() => sections.append(emptySection())}>
            <Plus aria-hidden="true" className="size-4" />
            {t('trainingPrograms.form.addSection')}
          </Button>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('trainingPrograms.form.plans')}</legend>
        {planOptions.length === 0 ? (
          <p className="text-sm text-slate-600">{t('trainingPrograms.form.noPlans')}</p>
        ) : (
          <>
            <p className="text-xs text-slate-600">{t('trainingPrograms.form.plansHint')}</p>
            {planOptions.map((plan) => (
              <CheckboxField
                key={plan.id}
                value={String(plan.id)}
                label={t('trainingPrograms.form.planOption', {
                  name: plan.plan_name,
                  price: formatPrice(plan.plan_monthly_price),
                })}
                {...register('plans')}
              />
            ))}
          </>
        )}
      </fieldset>

      <div className="flex flex-col gap-1">
        <CheckboxField label={t('trainingPrograms.form.published')} {...register('is_published')} />
        <p className="pl-6.5 text-xs text-slate-600">{t('trainingPrograms.form.publishedHint')}</p>
      </div>
      <TextField
        label={t('trainingPrograms.form.order')}
        type="number"
        min={0}
        max={L.order}
        className="max-w-40"
        {...register('order', { valueAsNumber: true })}
      />

      <ModalFormActions
        onCancel={close}
        busy={submitting}
        submitLabel={t('trainingPrograms.form.save')}
        busyLabel={t('trainingPrograms.form.saving')}
      />

      {toRemove !== null && (
        <WarningDialog
          title={t('trainingPrograms.form.removeSectionTitle')}
          body={t('trainingPrograms.form.removeSectionConfirm')}
          busy={false}
          cancelLabel={t('common.cancel')}
          onCancel={() => setToRemove(null)}
          action={
            <Button
              className="bg-red-600 hover:bg-red-700"
              onClick={() => {
                sections.remove(toRemove);
                setToRemove(null);
              }}
            >
              {t('trainingPrograms.form.removeSectionAction')}
            </Button>
          }
        />
      )}
    </form>
  );
}

type SectionEditorProps = {
  index: number;
  count: number;
  control: Control<ProgramFormValues>;
  register: UseFormRegister<ProgramFormValues>;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function SectionEditor({ index, count, control, register, onMove, onRemove }: SectionEditorProps) {
  const { t } = useTranslation('training-programs');
  const number = index + 1;
  const skills = useFieldArray({ control, name: `sections.${index}.skills` });
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t('trainingPrograms.form.section', { number })}</h3>
        <div className="flex items-center gap-1">
          <IconButton
            label={t('trainingPrograms.form.moveUp', { number })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton
            label={t('trainingPrograms.form.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton label={t('trainingPrograms.form.removeSection', { number })} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4 text-red-700" />
          </IconButton>
        </div>
      </div>
      <Controller
        control={control}
        name={`sections.${index}.title`}
        render={({ field }) => (
          <RichTextEditor
            label={t('trainingPrograms.form.sectionTitle')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name={`sections.${index}.body`}
        render={({ field }) => (
          <RichTextEditor
            label={t('trainingPrograms.form.sectionBody')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name={`sections.${index}.images`}
        render={({ field }) => (
          <ImagesField
            label={t('trainingPrograms.form.sectionImages')}
            hint={t('trainingPrograms.form.sectionImagesHint')}
            max={L.sectionImages}
            images={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('trainingPrograms.form.skills')}</legend>
        {skills.fields.map((skill, skillIndex) => (
          <div key={skill.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-slate-800">
                {t('trainingPrograms.form.skill', { number: skillIndex + 1 })}
              </p>
              <IconButton
                label={t('trainingPrograms.form.removeSkill', { number: skillIndex + 1 })}
                onClick={() => skills.remove(skillIndex)}
              >
                <X aria-hidden="true" className="size-4" />
              </IconButton>
            </div>
            <TextField
              label={t('trainingPrograms.form.skillTitle')}
              maxLength={L.skillTitle}
              {...register(`sections.${index}.skills.${skillIndex}.title`)}
            />
            <TextAreaField
              label={t('trainingPrograms.form.skillBody')}
              maxLength={L.skillBody}
              rows={2}
              {...register(`sections.${index}.skills.${skillIndex}.body`)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextAreaField
                label={t('trainingPrograms.form.learnText')}
                maxLength={L.skillLearnText}
                rows={2}
                {...register(`sections.${index}.skills.${skillIndex}.learn_text`)}
              />
              <TextAreaField
                label={t('trainingPrograms.form.practiceText')}
                maxLength={L.skillPracticeText}
                rows={2}
                {...register(`sections.${index}.skills.${skillIndex}.practice_text`)}
              />
            </div>
          </div>
        ))}
        {skills.fields.length < L.skills && (
          <Button variant="ghost" className="self-start" onClick={() => skills.append(emptySkill())}>
            <Plus aria-hidden="true" className="size-4" />
            {t('trainingPrograms.form.addSkill')}
          </Button>
        )}
      </fieldset>
      <TextAreaField
        label={t('trainingPrograms.form.footnote')}
        maxLength={L.footnote}
        rows={2}
        {...register(`sections.${index}.footnote`)}
      />
    </div>
  );
}

type ImagesFieldProps = {
  label: string;
  hint: string;
  max: number;
  images: string[];
  onChange: (images: string[]) => void;
  /** The header image shows as a wide banner; section images as thumbnails. */
  wide?: boolean;
};

/** Uploads images one by one through the temp upload; the record claims them when it is saved. */
function ImagesField({ label, hint, max, images, onChange, wide = false }: ImagesFieldProps) {
  const { t } = useTranslation('training-programs');
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const uploaded = await uploadFile('/api/temp-image-upload', file);
      onChange(max === 1 ? [uploaded.url] : [...images, uploaded.url].slice(0, max));
    } catch (failure) {
      setError(messageOf(failure, t('trainingPrograms.form.fallbackError')));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {images.map((url, index) => (
            <li key={url} className="relative">
              <UploadedImage
                src={thumbnailUrlOf(url)}
                alt=""
                className={`rounded-lg object-cover ring-1 ring-slate-200 ${wide ? 'aspect-[16/9] w-64' : 'size-24'}`}
              />
              <IconButton
                label={t('trainingPrograms.form.removeImage')}
                className="absolute top-1 right-1 bg-white/90"
                onClick={() => onChange(images.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {(images.length < max || max === 1) && (
        <FilePicker
          id={inputId}
          label={
            uploading
              ? t('trainingPrograms.form.uploading')
              : max === 1 && images.length > 0
                ? t('trainingPrograms.form.replaceImage')
                : max === 1
                  ? t('trainingPrograms.form.chooseImage')
                  : t('trainingPrograms.form.addImage')
          }
          icon={ImagePlus}
          hint={hint}
          accept={IMAGE_UPLOAD_ACCEPT}
          disabled={uploading}
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
