import { SignInSchema } from '@cordee/shared/auth.contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '../../app/route-table.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { EmailField } from '../../components/ui/text-field.component.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { useSignIn } from './auth.api.ts';

export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [systemMessage, setSystemMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setSystemMessage(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      setSystemMessage(applyServerErrors(error, setError, { email: 'email', password: 'password' }));
    }
  });

  const forgotPasswordPath = pathOf('ForgotPassword');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <EmailField label={t('fields.email')} error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {forgotPasswordPath && (
          <Link
            to={forgotPasswordPath}
            className="self-end text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('signIn.forgotPassword')}
          </Link>
        )}
      </div>
      <Button type="submit" busy={signIn.isPending} fullWidth>
        {signIn.isPending ? t('common.pleaseWait') : t('signIn.submit')}
      </Button>
    </form>
  );
}
