import { ResetSubAdminPasswordSchema, SubAdminSchema } from '@cordee/shared/sub-admins.contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { useResetSubAdminPassword } from './sub-admins.api.ts';

/** What the admin_password modal needs of the admin it was opened for (modal props are untyped). */
const TargetSchema = SubAdminSchema.pick({ id: true, name: true, email: true });

/** The admin_password modal: the super admin sets a sub admin's new password. */
export function SubAdminPasswordForm({ props, close }: ModalContentProps) {
  const { t } = useTranslation();
  const target = TargetSchema.safeParse(props.admin);
  if (!target.success) {
    return <FormAlert message={t('errors.unexpected')} />;
  }
  return <PasswordForm admin={target.data} close={close} />;
}

function PasswordForm({ admin, close }: { admin: { id: number; name: string; email: string }; close: () => void }) {
  const { t } = useTranslation();
  const resetPassword = useResetSubAdminPassword();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(ResetSubAdminPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
    submit: (body) => resetPassword.mutateAsync({ id: admin.id, body }),
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      close();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">
        {t('subAdmins.password.intro', { name: admin.name, email: admin.email })}
      </p>
      <FormAlert message={systemMessage} />
      <PasswordField
        label={t('subAdmins.password.newPassword')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <ModalFormActions onCancel={close} busy={submitting} submitLabel={t('subAdmins.password.submit')} />
    </form>
  );
}
