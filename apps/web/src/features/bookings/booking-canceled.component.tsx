import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../../lib/error-message.ts';
import { myCoursesTabLink } from '../../routing/my-courses-query.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { useCancelCheckout } from './bookings.api.ts';

/**
 * /booking/canceled/{session_id}: the climber left the provider's checkout without
 * paying. The screen closes that checkout session once; the booking stays accepted ("Waiting
 * payment"), so the climber may pay later from My Courses. A failure is a danger alert (§8).
 */
export function BookingCanceled({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('bookings');
  const { mutate } = useCancelCheckout();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(sessionId, {
      onError: (error) => showAlert('danger', messageOf(error)),
    });
  }, [mutate, sessionId]);

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <span className="rounded-full bg-slate-100 p-3 text-slate-700">
        <CircleX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('bookings.canceled.title')}</h1>
      <p className="text-sm text-slate-700">{t('bookings.canceled.text')}</p>
      <p className="text-sm text-slate-600">
        {t('bookings.canceled.retry')}{' '}
        <Link
          to={myCoursesTabLink('registered')}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('bookings.canceled.myCourses')}
        </Link>
      </p>
      <Link
        to={PATHS.home}
        className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t('common.goHome')}
      </Link>
    </section>
  );
}
