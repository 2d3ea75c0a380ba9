import { useTranslation } from 'react-i18next';
import { useSendContactForm } from '../../api/events.api.ts';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { EmailField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { useViewer } from '../../session/bootstrap.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';

type ContactValues = { email: string; message: string };

/**
 * contact_form, 'Ask a Question': email and message. A signed-in user's email is
 * filled in and locked. Only emptiness is checked here; the server checks the rest and its messages
 * appear under the fields.
 */
export function ContactForm({ close }: ModalContentProps) {
  const { t } = useTranslation('event-search');
  const viewer = useViewer();
  const send = useSendContactForm();
  const { form, onSubmit, systemMessage, submitting } = useApiForm<ContactValues>({
    defaultValues: { email: viewer?.email ?? '', message: '' },
    submit: ({ email, message }) =>
      send.mutateAsync({
        email: viewer?.email ?? email,
        message,
        userstatus: viewer ? 'user' : 'nonuser',
        event_id: 0,
      }),
    onSuccess: () => {
      showAlert('success', t('eventSearch.contact.sent'));
      close();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <EmailField
        label={t('eventSearch.contact.email')}
        readOnly={Boolean(viewer)}
        hint={viewer ? t('eventSearch.contact.emailLocked') : undefined}
        className={viewer ? '[&_input]:text-slate-600' : ''}
        error={errors.email?.message}
        {...register('email', {
          validate: (value) => value.trim() !== '' || t('eventSearch.contact.emailRequired'),
        })}
      />
      <TextAreaField
        label={t('eventSearch.contact.message')}
        error={errors.message?.message}
        {...register('message', {
          validate: (value) => value.trim() !== '' || t('eventSearch.contact.messageRequired'),
        })}
      />
      <ModalFormActions
        onCancel={close}
        busy={submitting}
        submitLabel={t('eventSearch.contact.submit')}
        busyLabel={t('eventSearch.contact.sending')}
      />
    </form>
  );
}
