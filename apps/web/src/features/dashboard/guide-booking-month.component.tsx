import { LazyPart } from '../../components/ui/lazy-part.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';

/**
 * Only a guide's Home draws the month of bookings: its code (and the events queries it reads through)
 * is a separate download, so the other roles' first visit does not carry it.
 */
const BookingMonthModule = preloadableLazy(() =>
  import('./booking-month.component.tsx').then((module) => module.BookingMonth),
);

/** The box the month takes while its code arrives, so the page does not jump when it does. */
const MONTH_BOX = 'min-h-[32rem] rounded-2xl border border-slate-200 bg-white shadow-sm';

export function GuideBookingMonth() {
  return (
    <LazyPart
      part={BookingMonthModule}
      failedClassName={`${MONTH_BOX} p-5`}
      fallback={
        <div className={`${MONTH_BOX} flex items-center justify-center`}>
          <Spinner className="size-5" />
        </div>
      }
    />
  );
}
