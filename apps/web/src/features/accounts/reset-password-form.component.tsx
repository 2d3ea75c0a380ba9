import { ResetPasswordSchema } from '@cordee/shared/auth.contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { useResetPassword } from './accounts.api.ts';

const resetPasswordResolver = zodResolver(ResetPasswordSchema);

/**
 * Spec 1 §2.7: new password and confirmation for the emailed link's token, then "Successful!". The token
 * has no input of its own, so a problem with it (an expired or used link) shows in the red box.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const reset = useResetPassword();
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: (values, context, options) => resetPasswordResolver({ ...values, token }, context, options),
    defaultValues: { token, password: '', password_confirmation: '' },
    submit: (values) => reset.mutateAsync({ ...values, token }),
    serverFields: { password: 'password', password_confirmation: 'password_confirmation' },
    onFailure: ({ error, message }) => (isApiError(error) && error.firstErrorOf('token')) || message,
  });
  const {
    register,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (reset.isSuccess) successHeadingRef.current?.focus();
  }, [reset.isSuccess]);

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
        <span className="rounded-full bg-brand-50 p-3 text-brand-700">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 ref={successHeadingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t('resetPassword.successTitle')}
        </h2>
        <p className="text-sm text-slate-700">{noticeOf(reset.data) || t('resetPassword.successBody')}</p>
        <Link
          to={PATHS.signIn}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('resetPassword.signInNow')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {/* A malformed link fails the client check of the token, which has no input either. */}
      <FormAlert message={systemMessage ?? errors.token?.message} />
      <PasswordField
        label={t('resetPassword.newPassword')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('resetPassword.confirmPassword')}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" busy={submitting} fullWidth>
        {submitting ? t('common.pleaseWait') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
