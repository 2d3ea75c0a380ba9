import {
  type Diary,
  type DiaryGalleryItem,
  type DiaryWrite,
  type DiaryWriteParsed,
  DiaryWriteSchema,
} from '@cordee/shared/diaries.contracts';
import { DIARY_LIMITS } from '@cordee/shared/diary-rules';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { type ServerFields, useApiForm } from '../../lib/api-form.hook.ts';
import { type NoticeAnswer, noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { DiaryGalleryField } from './diary-gallery-field.component.tsx';
import { useSaveDiary } from './journal.api.ts';

/** The event wizard's TipTap editor, downloaded when the form first shows (it is the heaviest part). */
const RichTextEditor = lazy(() =>
  import('../event-wizard/rich-text-editor.component.tsx').then((module) => ({ default: module.RichTextEditor })),
);

/** The climber's calendar day, as an ISO date. */
function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function draftOf(diary: Diary | undefined): DiaryWrite {
  if (!diary) {
    return { dairy_title: '', dairy_description: '', dairy_date: todayIso(), dairy_gallery: [], is_shared: false };
  }
  return {
    dairy_title: diary.dairy_title,
    dairy_description: diary.dairy_description,
    dairy_date: diary.dairy_date,
    dairy_gallery: diary.dairy_gallery,
    is_shared: diary.is_shared,
  };
}

/** The gallery's first message, whether it is about the list or one of its items. */
function galleryErrorOf(errors: FieldErrors<DiaryWrite>): string | undefined {
  const gallery = errors.dairy_gallery as unknown;
  if (!gallery || typeof gallery !== 'object') return undefined;
  if ('message' in gallery && typeof gallery.message === 'string') return gallery.message;
  for (const item of Object.values(gallery)) {
    for (const field of Object.values((item ?? {}) as Record<string, { message?: string }>)) {
      if (field?.message) return field.message;
    }
  }
  return undefined;
}

/**
 * The diary_modal: a new entry, or `props.diary` edited. Title, the climbing day, the description in
 * rich text, photos and video links, and whether it is shared; the server's messages go under the fields.
 */
export function DiaryForm({ props, close }: ModalContentProps) {
  const { t } = useTranslation('journal');
  const diary = props.diary as Diary | undefined;
  const save = useSaveDiary(diary?.id);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const { form, onSubmit, systemMessage, submitting } = useApiForm<DiaryWrite, DiaryWriteParsed, NoticeAnswer>({
    resolver: zodResolver(DiaryWriteSchema),
    defaultValues: draftOf(diary),
    submit: (values) => {
      // The cover stays when its picture is still in the gallery; otherwise the server takes the first photo.
      const cover = diary?.dairy_thumbnail;
      const keepsCover =
        cover !== null &&
        cover !== undefined &&
        values.dairy_gallery.some((item) => (item.type === 'image' ? item.url : item.thumbnail) === cover);
      return save.mutateAsync({ ...values, dairy_thumbnail: keepsCover ? cover : null });
    },
    serverFields: (_values, error) => {
      const fields: ServerFields<DiaryWrite> = {
        dairy_title: 'dairy_title',
        dairy_description: 'dairy_description',
        dairy_date: 'dairy_date',
        is_shared: 'is_shared',
        dairy_gallery: 'dairy_gallery',
        dairy_thumbnail: 'dairy_gallery',
      };
      if (isApiError(error)) {
        for (const field of Object.keys(error.errors)) {
          if (field.startsWith('dairy_gallery.')) fields[field] = 'dairy_gallery';
        }
      }
      return fields;
    },
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      close();
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <TextField
        label={t('journal.form.title')}
        maxLength={DIARY_LIMITS.title}
        error={errors.dairy_title?.message}
        {...register('dairy_title')}
      />
      <TextField
        label={t('journal.form.date')}
        hint={t('journal.form.dateHint')}
        type="date"
        max={todayIso()}
        error={errors.dairy_date?.message}
        {...register('dairy_date')}
      />
      <Controller
        control={control}
        name="dairy_description"
        render={({ field }) => (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4" />
                {t('journal.form.editorLoading')}
              </p>
            }
          >
            <RichTextEditor
              label={t('journal.form.description')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.dairy_description?.message}
            />
          </Suspense>
        )}
      />
      <Controller
        control={control}
        name="dairy_gallery"
        render={({ field }) => (
          <DiaryGalleryField
            items={(field.value ?? []) as DiaryGalleryItem[]}
            onItemsChange={(change) => field.onChange(change((field.value ?? []) as DiaryGalleryItem[]))}
            onBusyChange={onBusyChange}
            error={galleryErrorOf(errors)}
          />
        )}
      />
      <CheckboxField label={t('journal.form.share')} {...register('is_shared')} />
      <ModalFormActions
        onCancel={close}
        busy={submitting || uploading}
        submitLabel={t('journal.form.submit')}
        busyLabel={uploading ? t('common.pleaseWait') : t('journal.form.saving')}
      />
    </form>
  );
}
