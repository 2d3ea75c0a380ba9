import { useTranslation } from 'react-i18next';
import { Button } from './button.component.tsx';

type ModalFormActionsProps = {
  onCancel: () => void;
  /** While the form's call runs, the submit button is busy and says so. */
  busy: boolean;
  submitLabel: string;
  /** What the busy submit button says; "Please wait..." unless the screen has its own words. */
  busyLabel?: string;
};

/** Cancel and submit at the foot of a modal form: side by side from `sm`, submit on top below it. */
export function ModalFormActions({ onCancel, busy, submitLabel, busyLabel }: ModalFormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {busy ? (busyLabel ?? t('common.pleaseWait')) : submitLabel}
      </Button>
    </div>
  );
}
