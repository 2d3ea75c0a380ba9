import { RegisterClimberSchema } from '@cordee/shared/auth.contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { FormPhoneField } from '../../components/ui/phone-field.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { useRegisterClimber } from './auth.api.ts';

const registerClimberResolver = zodResolver(RegisterClimberSchema);

/** The form has one password input; the confirmation the API asks for is copied from it (spec 1 §3). */
const resolver: typeof registerClimberResolver = (values, context, options) =>
  registerClimberResolver({ ...values, password_confirmation: values.password }, context, options);

export function SignUpForm() {
  const { t } = useTranslation();
  const registerClimber = useRegisterClimber();
  const [systemMessage, setSystemMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: {
      email: '',
      name: '',
      phone_number: '',
      password: '',
      password_confirmation: '',
      // Spec 1 §9: the newsletter opt-in is ticked by default.
      newsletter: true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSystemMessage(null);
    try {
      await registerClimber.mutateAsync(values);
    } catch (error) {
      setSystemMessage(
        applyServerErrors(error, setError, {
          email: 'email',
          name: 'name',
          phone_number: 'phone_number',
          password: 'password',
          password_confirmation: 'password',
          newsletter: 'newsletter',
        }),
      );
    }
  });

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
        <CheckboxField label={t('signUp.newsletter')} {...register('newsletter')} />
        {errors.newsletter?.message && <p className="text-sm text-red-700">{errors.newsletter.message}</p>}
        <p className="text-xs leading-relaxed text-slate-600">{t('signUp.termsNotice')}</p>
      </div>
      <Button type="submit" busy={registerClimber.isPending} fullWidth>
        {registerClimber.isPending ? t('common.pleaseWait') : t('signUp.submit')}
      </Button>
    </form>
  );
}
