import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTopmostModalDialog } from '../../components/ui/modal-dialog.component.tsx';
import { dismissAlert, useAlerts } from './alert.store.ts';

/**
 * The one place alerts appear. The live region is always in the page, so screen readers announce
 * each alert as it is added; danger alerts are assertive.
 */
export function AlertRegion() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  // While a modal `<dialog>` is open the page behind it is inert and drawn below it (the top layer): the
  // alerts move into the dialog, where they can be read, announced and dismissed (decision 0024).
  const topmostDialog = useTopmostModalDialog();

  const region = (
    <section
      aria-label={t('alerts.region')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
    >
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.status === 'danger' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
            alert.status === 'danger'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900'
          }`}
        >
          {alert.status === 'danger' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          )}
          <p className="flex-1 leading-relaxed">{alert.body}</p>
          <button
            type="button"
            onClick={() => dismissAlert(alert.id)}
            className="-m-1 rounded-md p-1 hover:bg-black/5"
            aria-label={t('alerts.dismiss')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
  return topmostDialog ? createPortal(region, topmostDialog) : region;
}
