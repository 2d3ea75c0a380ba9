import { RegisterClimberSchema } from '@cordee/shared/auth.contracts';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { FieldError } from '../../components/ui/form-field.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { FormPhoneField } from '../../components/ui/phone-field.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { NewTabLink } from '../legal/new-tab-link.component.tsx';
import { useRegisterClimber } from './auth.api.ts';

const registerClimberResolver = zodResolver(RegisterClimberSchema);

/** The server's field names and the input each one shows under. */
const INPUT_OF_SERVER_FIELD = {
  email: 'email',
  name: 'name',
  phone_number: 'phone_number',
  password: 'password',
  password_confirmation: 'password',
  newsletter: 'newsletter',
} as const;

const LEGAL_LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The form has one password input; the confirmation the API asks for is copied from it. */
const resolver: typeof registerClimberResolver = (values, context, options) =>
  registerClimberResolver({ ...values, password_confirmation: values.password }, context, options);

export function SignUpForm() {
  const { t } = useTranslation('legal');
  const registerClimber = useRegisterClimber();
  const newsletterErrorId = useId();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver,
    defaultValues: {
      email: '',
      name: '',
      phone_number: '',
      password: '',
      password_confirmation: '',
      // The newsletter opt-in is ticked by default.
      newsletter: true,
    },
    submit: registerClimber.mutateAsync,
    // A field's message shows under its input only; the box keeps what belongs to no input.
    serverFields: INPUT_OF_SERVER_FIELD,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <EmailField label={t('fields.email')} error={errors.email?.message} {...register('email')} />
      <TextField label={t('fields.fullName')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormPhoneField
        control={control}
        name="phone_number"
        label={t('fields.phoneNumber')}
        autoComplete="tel-national"
        error={errors.phone_number?.message}
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col gap-3">
        <CheckboxField
          label={t('signUp.newsletter')}
          aria-invalid={errors.newsletter ? true : undefined}
          aria-describedby={errors.newsletter ? newsletterErrorId : undefined}
          {...register('newsletter')}
        />
        <FieldError id={newsletterErrorId} message={errors.newsletter?.message} />
        <p className="text-xs leading-relaxed text-slate-600">
          <Trans
            i18nKey="legal.signUpNotice"
            components={{
              terms: <NewTabLink to={PATHS.terms} className={LEGAL_LINK} />,
              privacy: <NewTabLink to={PATHS.privacy} className={LEGAL_LINK} />,
            }}
          />
        </p>
      </div>
      <Button type="submit" busy={submitting} fullWidth>
        {submitting ? t('common.pleaseWait') : t('signUp.submit')}
      </Button>
    </form>
  );
}
