import { CreateSubAdminSchema } from '@cordee/shared/sub-admins.contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { PermissionCheckboxes } from './permission-checkboxes.component.tsx';
import { useCreateSubAdmin } from './sub-admins.api.ts';

/** The add_admin modal: name, email, password and permission flags. */
export function AddSubAdminForm({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const createSubAdmin = useCreateSubAdmin();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(CreateSubAdminSchema),
    defaultValues: { name: '', email: '', password: '', permissions: [] },
    submit: createSubAdmin.mutateAsync,
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
      <TextField label={t('fields.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <EmailField label={t('fields.email')} autoComplete="off" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionCheckboxes
            legend={t('subAdmins.add.permissionsLegend')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.permissions?.message}
          />
        )}
      />
      <ModalFormActions onCancel={close} busy={submitting} submitLabel={t('subAdmins.add.submit')} />
    </form>
  );
}
