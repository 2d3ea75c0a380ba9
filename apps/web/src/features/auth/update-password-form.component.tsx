import { UpdatePasswordSchema } from '@cordee/shared/auth.contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { useUpdatePassword } from './auth.api.ts';

type UpdatePasswordFormProps = {
  /** Called after the password changed, so the dropdown can close. */
  onDone: () => void;
  onCancel: () => void;
};

export function UpdatePasswordForm({ onDone, onCancel }: UpdatePasswordFormProps) {
  const { t } = useTranslation();
  const updatePassword = useUpdatePassword();
  // Each submit replaces the messages of the one before, also when this one stops at the form's own
  // checks: an old "current password is incorrect" must not sit above a new, different problem.
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(UpdatePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
    submit: updatePassword.mutateAsync,
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
      <FormAlert message={systemMessage} />
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel} className="flex-1">
          {t('common.back')}
        </Button>
        <Button type="submit" busy={submitting} className="flex-1">
          {submitting ? t('common.pleaseWait') : t('settings.updatePassword')}
        </Button>
      </div>
    </form>
  );
}
