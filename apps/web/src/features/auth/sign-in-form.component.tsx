import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { EmailField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { returnPathFrom, SESSION_ENDED_REASON, SIGN_IN_REASON_PARAM } from '../../lib/return-path.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { useSignIn } from './auth.api.ts';

// The form's first view needs no zod: the schema loads on first focus (lib/lazy-zod-resolver.ts).
const signInResolver = lazyZodResolver(() =>
  import('@cordee/shared/auth.contracts').then((contracts) => contracts.SignInSchema),
);

/** Signing in goes back to the page the person came from (a course, a guarded screen), else Home. */
export function SignInForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionEnded = params.get(SIGN_IN_REASON_PARAM) === SESSION_ENDED_REASON;
  const signIn = useSignIn(returnPathFrom(params) ?? undefined);
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
    submit: signIn.mutateAsync,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const forgotPasswordPath = ROUTE_PATHS.ForgotPassword;

  return (
    <form onSubmit={onSubmit} onFocus={signInResolver.preload} noValidate className="flex flex-col gap-5">
      {sessionEnded && !systemMessage && (
        <p
          role="status"
          className="flex items-start gap-2.5 rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3 text-sm text-brand-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('signIn.sessionEnded')}
        </p>
      )}
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
      <Button type="submit" busy={submitting} fullWidth>
        {submitting ? t('common.pleaseWait') : t('signIn.submit')}
      </Button>
    </form>
  );
}
