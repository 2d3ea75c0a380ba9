import { CreateGuideLoginSchema } from '@cordee/shared/auth.contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { EmailField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { startSession } from '../../lib/session.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { BOOTSTRAP_QUERY_KEY } from '../../session/bootstrap.api.ts';
import { signIn } from '../auth/auth.api.ts';
import { useCreateGuideLogin } from './guide-application.api.ts';
import { SignInProgress } from './sign-in-progress.component.tsx';
import { useSignInProgress } from './sign-in-progress.hook.ts';

type GuideSignUpFormProps = {
  /** The invitation token of the link (route parameter `payload`). */
  token: string;
  /** The invited address of the link (query parameter `email`). */
  email: string;
};

/** Creates the login of an approved guide, then signs in and goes Home. */
export function GuideSignUpForm({ token, email }: GuideSignUpFormProps) {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createGuideLogin = useCreateGuideLogin();
  const progress = useSignInProgress();
  const { form, onSubmit, systemMessage, setSystemMessage, submitting } = useApiForm({
    resolver: zodResolver(CreateGuideLoginSchema),
    // The token is not an input: it rides along so the contract checks it with the rest.
    defaultValues: { token, email, password: '', password_confirmation: '' },
    submit: createGuideLogin.mutateAsync,
    // An expired or used link is the one problem no input can fix: having no input, it goes to the red
    // box; the other messages show under their inputs only.
    serverFields: { email: 'email', password: 'password', password_confirmation: 'password_confirmation' },
    onSuccess: async (_login, values) => {
      progress.start();
      try {
        const session = await signIn({ email: values.email, password: values.password });
        startSession(session.token, session.user);
        // Nothing cached for the visitor may leak into the new session.
        queryClient.removeQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
        progress.finish(() => navigate(PATHS.home, { replace: true }));
      } catch (error) {
        progress.reset();
        setSystemMessage(messageOf(error));
      }
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const signingIn = progress.value !== null;
  const invitedEmail = email.trim() !== '';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage ?? errors.token?.message} />
      <fieldset disabled={signingIn} className="flex min-w-0 flex-col gap-5">
        {/* The login is for the invited address: the server refuses any other, so it is not editable. A
            link that lost its email leaves the field open rather than the guide stuck. */}
        <EmailField
          label={t('guideSignUp.email')}
          autoComplete="username"
          readOnly={invitedEmail}
          hint={invitedEmail ? t('guideSignUp.emailLocked') : undefined}
          className={invitedEmail ? '[&_input]:text-slate-600' : ''}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('guideSignUp.newPassword')}
          placeholder={t('fields.passwordPlaceholder')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('guideSignUp.confirmPassword')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
      </fieldset>
      {signingIn ? (
        <SignInProgress value={progress.value ?? 0} />
      ) : (
        <Button type="submit" busy={submitting} fullWidth>
          {t('guideSignUp.submit')}
        </Button>
      )}
    </form>
  );
}
