import type { AuthUser } from '@cordee/shared/auth.contracts';
import { type UpdateProfile, UpdateProfileSchema } from '@cordee/shared/profile.contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { PasswordField } from '../../components/ui/password-field.component.tsx';
import { FormPhoneField } from '../../components/ui/phone-field.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { useUpdateProfile } from './accounts.api.ts';
import { AvatarUpload } from './avatar-upload.component.tsx';

type ProfileEditFormProps = {
  user: AuthUser;
  /** After the save: the panel goes back to its view, the modal closes. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Name, email, phone number and avatar, for the super admin's inline editor and the
 * profile_edit modal alike. A changed email is unverified again; the server sends it a new link.
 * Changing the email takes the current password (the server checks it), so its field shows only then.
 */
export function ProfileEditForm({ user, onDone, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation('accounts');
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  // The server compares the lower-cased address, so a change of case alone is no change.
  const changesEmail = (email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();
  const defaultValues: UpdateProfile = {
    name: user.name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    tempImage: null,
    current_password: '',
  };
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues,
    submit: ({ current_password, ...profile }) =>
      update.mutateAsync({
        id: user.id,
        body: changesEmail(profile.email) ? { ...profile, current_password } : profile,
      }),
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      onDone();
    },
  });
  const {
    register,
    control,
    clearErrors,
    watch,
    formState: { errors },
  } = form;
  const emailChanged = changesEmail(watch('email'));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={systemMessage} />
      <Controller
        control={control}
        name="tempImage"
        render={({ field }) => (
          <AvatarUpload
            label={t('profileEdit.photo')}
            name={user.name}
            color={user.color}
            currentPicture={user.profile_picture}
            value={field.value}
            onChange={(url) => {
              field.onChange(url);
              clearErrors('tempImage');
            }}
            onBusyChange={setUploading}
            error={errors.tempImage?.message}
          />
        )}
      />
      <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField label={t('fields.email')} error={errors.email?.message} {...register('email')} />
      {emailChanged && (
        <PasswordField
          label={t('settings.currentPassword')}
          hint={t('profileEdit.currentPasswordHint')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <FormPhoneField
        control={control}
        name="phone_number"
        label={t('fields.phoneNumber')}
        autoComplete="tel-national"
        error={errors.phone_number?.message}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={submitting} className="flex-1">
          {t('profileEdit.cancel')}
        </Button>
        <Button type="submit" busy={submitting} disabled={uploading} className="flex-1">
          {submitting ? t('common.pleaseWait') : t('profileEdit.save')}
        </Button>
      </div>
    </form>
  );
}
