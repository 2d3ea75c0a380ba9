import { UpdatePasswordSchema } from '@cordee/shared/auth.contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
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
  const [systemMessage, setSystemMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(UpdatePasswordSchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  // Each submit replaces the messages of the one before, also when this one stops at the form's own
  // checks: an old "current password is incorrect" must not sit above a new, different problem.
  const onSubmit = handleSubmit(
    async (values) => {
      setSystemMessage(null);
      try {
        const { message } = await updatePassword.mutateAsync(values);
        showAlert('success', message);
        onDone();
      } catch (error) {
        setSystemMessage(
          applyServerErrors(error, setError, {
            current_password: 'current_password',
            new_password: 'new_password',
          }),
        );
      }
    },
    () => setSystemMessage(null),
  );

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
        <Button type="submit" busy={updatePassword.isPending} className="flex-1">
          {updatePassword.isPending ? t('common.pleaseWait') : t('settings.updatePassword')}
        </Button>
      </div>
    </form>
  );
}
