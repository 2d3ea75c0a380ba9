import { type SubAdmin, UpdateSubAdminPermissionsSchema } from '@cordee/shared/sub-admins.contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { PermissionCheckboxes } from './permission-checkboxes.component.tsx';
import { grantedPermissionIds, useUpdateSubAdminPermissions } from './sub-admins.api.ts';

type SubAdminPermissionsFormProps = { admin: SubAdmin; onDone: () => void };

/** Update permissions: every flag as a checkbox; the server applies them on the next request. */
export function SubAdminPermissionsForm({ admin, onDone }: SubAdminPermissionsFormProps) {
  const { t } = useTranslation();
  const updatePermissions = useUpdateSubAdminPermissions();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(UpdateSubAdminPermissionsSchema),
    defaultValues: { permissions: grantedPermissionIds(admin) },
    submit: (body) => updatePermissions.mutateAsync({ id: admin.id, body }),
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      onDone();
    },
  });
  const {
    control,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-base font-semibold text-slate-900">{t('subAdmins.permissionsForm.title')}</h2>
      <FormAlert message={systemMessage} />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionCheckboxes
            legend={t('subAdmins.permissionsForm.legend', { name: admin.name })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.permissions?.message}
            columns={1}
          />
        )}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onDone} className="flex-1">
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={submitting} className="flex-1">
          {submitting ? t('common.pleaseWait') : t('subAdmins.permissionsForm.submit')}
        </Button>
      </div>
    </form>
  );
}
