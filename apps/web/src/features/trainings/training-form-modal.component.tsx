import { formatPrice } from '@cordee/shared/money';
import { type Training, TrainingWriteSchema } from '@cordee/shared/trainings.contracts';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { FieldError } from '../../components/ui/form-field.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { type GalleryDraftItem, newDraftId, TrainingGalleryField } from './training-gallery-field.component.tsx';
import { useSaveTraining, useTrainingPlanOptions } from './trainings.api.ts';

/** The wizard's TipTap editor, downloaded when the form opens rather than with the Trainings screen. */
const RichTextEditor = lazy(() =>
  import('../event-wizard/rich-text-editor.component.tsx').then((module) => ({ default: module.RichTextEditor })),
);

const FormSchema = TrainingWriteSchema.pick({ training_title: true, training_description: true, plans: true });

function draftOf(training: Training | undefined): GalleryDraftItem[] {
  return (training?.training_gallery ?? []).map((item) => ({
    id: newDraftId(),
    type: item.type,
    key: item.key,
    url: item.url,
    thumbnail: item.thumbnail,
    // The server keeps no file name for an uploaded file; a link shows its address.
    name: item.key ? '' : (item.url ?? ''),
  }));
}

/** The gallery as the API takes it: uploaded files by key, links by url, thumbnails by their url. */
function galleryPayloadOf(items: GalleryDraftItem[]) {
  return items.map((item) =>
    item.key
      ? { type: item.type, key: item.key, thumbnail: item.thumbnail }
      : { type: item.type, url: item.url, thumbnail: item.thumbnail },
  );
}

/** A save asked for while a file is still uploading: the gallery would be sent without it. */
class UploadsRunning extends Error {}

/**
 * The training_modal: title, description (rich text), gallery (videos uploaded with progress or pasted
 * links, images, thumbnails) and the plans that open it. `props.training` edits; none adds.
 * `props.onSaved(id)` lets the screen select what was saved.
 */
export function TrainingFormModal({ props, close }: ModalContentProps) {
  const { t } = useTranslation('trainings');
  const training = props.training as Training | undefined;
  const onSaved = props.onSaved as ((id: number) => void) | undefined;
  const save = useSaveTraining(training?.id ?? null);
  const planOptions = useTrainingPlanOptions();
  const [gallery, setGallery] = useState(() => draftOf(training));
  const [uploading, setUploading] = useState(false);
  const [galleryError, setGalleryError] = useState<string | undefined>();
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const plansErrorId = useId();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      training_title: training?.training_title ?? '',
      training_description: training?.training_description ?? '',
      plans: training?.plans ?? [],
    },
    submit: async (values) => {
      setGalleryError(undefined);
      if (uploading) throw new UploadsRunning();
      return save.mutateAsync({ ...values, training_gallery: galleryPayloadOf(gallery) });
    },
    onSuccess: (saved) => {
      showAlert('success', noticeOf(saved));
      close();
      onSaved?.(saved.training.id);
    },
    // The gallery is no input of the form: its message shows under it, and not again in the box.
    onFailure: ({ error, message }) => {
      if (error instanceof UploadsRunning) return t('trainings.form.waitForUploads');
      const galleryMessage = isApiError(error)
        ? Object.entries(error.fieldMessages).find(([field]) => field.startsWith('training_gallery'))?.[1][0]
        : undefined;
      setGalleryError(galleryMessage);
      return message === galleryMessage ? null : message;
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-training-form>
      <FormAlert message={systemMessage} />
      <TextField
        label={t('trainings.form.title')}
        autoComplete="off"
        maxLength={120}
        error={errors.training_title?.message}
        {...register('training_title')}
      />
      <Controller
        control={control}
        name="training_description"
        render={({ field }) => (
          <Suspense
            fallback={
              <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
                <Spinner className="size-4" />
                {t('common.loading')}
              </div>
            }
          >
            <RichTextEditor
              label={t('trainings.form.description')}
              hint={t('trainings.form.descriptionHint')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.training_description?.message}
            />
          </Suspense>
        )}
      />
      <TrainingGalleryField items={gallery} onChange={setGallery} onBusyChange={onBusyChange} error={galleryError} />
      <Controller
        control={control}
        name="plans"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.plans?.message ? plansErrorId : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('trainings.form.plans')}</legend>
            <p className="text-xs text-slate-600">{t('trainings.form.plansHint')}</p>
            {planOptions.isPending && <p className="text-sm text-slate-600">{t('trainings.form.plansLoading')}</p>}
            {(planOptions.data ?? []).map((plan) => {
              const checked = (field.value ?? []).includes(plan.id);
              return (
                <CheckboxField
                  key={plan.id}
                  name="plans"
                  value={plan.id}
                  checked={checked}
                  onChange={() =>
                    field.onChange(
                      checked ? (field.value ?? []).filter((id) => id !== plan.id) : [...(field.value ?? []), plan.id],
                    )
                  }
                  label={`${plan.plan_name} · ${t('trainings.plansSuffix.perMonth', { price: formatPrice(plan.plan_monthly_price) })}`}
                />
              );
            })}
            <FieldError id={plansErrorId} message={errors.plans?.message} />
          </fieldset>
        )}
      />
      <ModalFormActions
        onCancel={close}
        busy={submitting}
        submitLabel={t('trainings.form.save')}
        busyLabel={t('trainings.form.saving')}
      />
    </form>
  );
}
