import { type SubAdmin, UpdateSubAdminSchema } from '@cordee/shared/sub-admins.contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { useUpdateSubAdmin } from './sub-admins.api.ts';

type EditSubAdminFormProps = { admin: SubAdmin; onDone: () => void };

/** Edit info: a sub admin's name and email. */
export function EditSubAdminForm({ admin, onDone }: EditSubAdminFormProps) {
  const { t } = useTranslation();
  const updateSubAdmin = useUpdateSubAdmin();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(UpdateSubAdminSchema),
    defaultValues: { name: admin.name, email: admin.email },
    submit: (body) => updateSubAdmin.mutateAsync({ id: admin.id, body }),
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-base font-semibold text-slate-900">{t('subAdmins.edit.title')}</h2>
      <FormAlert message={systemMessage} />
      <TextField label={t('fields.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <EmailField label={t('fields.email')} autoComplete="off" error={errors.email?.message} {...register('email')} />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onDone} className="flex-1">
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={submitting} className="flex-1">
          {submitting ? t('common.pleaseWait') : t('subAdmins.edit.submit')}
        </Button>
      </div>
    </form>
  );
}
