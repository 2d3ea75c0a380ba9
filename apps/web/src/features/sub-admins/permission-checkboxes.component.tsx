import { ADMIN_PERMISSIONS, type AdminPermissionId } from '@cordee/shared/roles';
import { useId } from 'react';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { usePermissionLabel } from './permission-label.hook.ts';

type PermissionCheckboxesProps = {
  legend: string;
  value: readonly AdminPermissionId[] | undefined;
  onChange: (next: AdminPermissionId[]) => void;
  onBlur?: () => void;
  /** The first message for the list, from the client schema or the server. */
  error?: string;
  disabled?: boolean;
  /** Two columns where the form is wide enough (a modal), one in a narrow panel. */
  columns?: 1 | 2;
};

/** One checkbox per permission flag, in the order of ADMIN_PERMISSIONS. */
export function PermissionCheckboxes({
  legend,
  value = [],
  onChange,
  onBlur,
  error,
  disabled,
  columns = 2,
}: PermissionCheckboxesProps) {
  const label = usePermissionLabel();
  const errorId = useId();

  const toggle = (id: AdminPermissionId, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(ADMIN_PERMISSIONS.flatMap((permission) => (next.has(permission.id) ? [permission.id] : [])));
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled} className="flex flex-col gap-2.5">
      <legend className="mb-2.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid grid-cols-1 gap-2.5 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {ADMIN_PERMISSIONS.map((permission) => (
          <CheckboxField
            key={permission.id}
            name="permissions"
            value={permission.id}
            label={label(permission.id, permission.name)}
            checked={value.includes(permission.id)}
            onChange={(event) => toggle(permission.id, event.target.checked)}
            onBlur={onBlur}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
