import { CircleAlert, CircleCheck, CreditCard } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { formatDay } from '../../lib/event-dates.ts';
import { myCoursesTabLink } from '../../routing/my-courses-query.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { usePublicConfig } from '../../session/public-config.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { useCompleteBooking } from './bookings.api.ts';

/** The server's code when the provider does not (yet) report the checkout session as paid. */
export const PAYMENT_NOT_COMPLETED = 'payment_not_completed';

const PRIMARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';
const SECONDARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';
const TEXT_LINK = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * /booking/success/{session_id}: the provider sends the climber back here after paying.
 * The screen asks the server once to confirm the session is paid (the same fulfilment the provider's
 * webhook runs, so whichever comes first books it), then thanks the climber. A failure shows the
 * spec's texts and the server's message in a danger alert (§8).
 */
export function BookingSuccess({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('bookings');
  const complete = useCompleteBooking();
  const { mutate } = complete;
  // React's development double effects must not confirm twice.
  const sent = useRef(false);

  const confirm = () =>
    mutate(sessionId, {
      onError: (error) => showAlert('danger', messageOf(error)),
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: confirmed once per session id, on load.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm();
  }, [sessionId]);

  if (complete.isSuccess) {
    const { booking } = complete.data;
    return (
      <Frame tone="success" title={t('bookings.success.title')}>
        <p className="text-base text-slate-800">
          {t('bookings.success.thanks', { name: booking.event_name, date: formatDay(booking.start_date) })}
        </p>
        <ul className="flex flex-col gap-2 text-left text-sm text-slate-700">
          <li>{t('bookings.success.receipt')}</li>
          <li>{t('bookings.success.chat')}</li>
          <Extras />
        </ul>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          <Link to={myCoursesTabLink('registered')} className={SECONDARY_LINK}>
            {t('bookings.success.myCourses')}
          </Link>
          <Link to={PATHS.home} className={PRIMARY_LINK}>
            {t('bookings.success.done')}
          </Link>
        </div>
      </Frame>
    );
  }

  if (complete.isError) {
    const notPaidYet = isApiError(complete.error) && complete.error.code === PAYMENT_NOT_COMPLETED;
    return (
      <Frame tone="error" title={t('bookings.success.errorTitle')}>
        <p className="text-sm text-slate-700">
          {notPaidYet ? messageOf(complete.error, t('bookings.success.errorText')) : t('bookings.success.errorText')}
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {notPaidYet && <Button onClick={confirm}>{t('bookings.success.tryAgain')}</Button>}
          <Button variant="secondary" onClick={() => openModal('contact_form')}>
            {t('bookings.success.contactSupport')}
          </Button>
          <Link to={PATHS.home} className={SECONDARY_LINK}>
            {t('common.goHome')}
          </Link>
        </div>
      </Frame>
    );
  }

  return (
    <Frame tone="pending" title={t('bookings.success.paymentSuccessful')}>
      <Spinner className="size-7 text-brand-700" />
      <p className="text-sm font-medium text-slate-700">{t('bookings.success.finalizing')}</p>
    </Frame>
  );
}

/** Merchandise (from the deployment's marketing links, when set), travel insurance and support. */
function Extras() {
  const { t } = useTranslation('bookings');
  const { data: config } = usePublicConfig();
  const merchandise = config?.marketing.merchandise;
  return (
    <>
      {merchandise && (
        <li>
          {t('bookings.success.merchandise')}{' '}
          <a href={merchandise} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
            {t('bookings.success.merchandiseLink')}
          </a>
        </li>
      )}
      <li>{t('bookings.success.insurance')}</li>
      <li>
        {t('bookings.success.support')}{' '}
        <button type="button" onClick={() => openModal('contact_form')} className={TEXT_LINK}>
          {t('bookings.success.contactSupport')}
        </button>
      </li>
    </>
  );
}

type FrameProps = { tone: 'pending' | 'success' | 'error'; title: string; children: ReactNode };

function Frame({ tone, title, children }: FrameProps) {
  const icon =
    tone === 'success' ? (
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
    ) : tone === 'error' ? (
      <span className="rounded-full bg-red-50 p-3 text-red-700">
        <CircleAlert aria-hidden="true" className="size-8" />
      </span>
    ) : (
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <CreditCard aria-hidden="true" className="size-8" />
      </span>
    );
  return (
    <section
      aria-live="polite"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      {icon}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </section>
  );
}
