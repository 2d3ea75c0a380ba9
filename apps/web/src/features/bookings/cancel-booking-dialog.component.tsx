import type { CancellationPreview } from '@cordee/shared/bookings.contracts';
import { formatAmount } from '@cordee/shared/money';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { formatDayRange } from '../../lib/event-dates.ts';
import { i18n } from '../../lib/i18n.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { bookingQueryOptions, cancellationPreviewQueryOptions, useCancelBooking } from './bookings.api.ts';
import { ModalLoadFailure } from './modal-load-failure.component.tsx';

/** What cancelling now gives, in the words of whoever cancels (the server's preview decides the figures). */
export function cancellationOutcomeText(preview: CancellationPreview): string {
  const t = i18n.t;
  if (preview.by === 'guide') {
    return preview.paid_amount > 0
      ? t('bookings.cancel.guideFullRefund', { paid: formatAmount(preview.paid_amount) })
      : t('bookings.cancel.guideNothingPaid');
  }
  if (preview.paid_amount === 0) return t('bookings.cancel.nothingPaid');
  if (preview.refund_amount > 0) {
    return t('bookings.cancel.refund', {
      refund: formatAmount(preview.refund_amount),
      percent: preview.refund_percent,
      paid: formatAmount(preview.paid_amount),
    });
  }
  return preview.started
    ? t('bookings.cancel.noRefundStarted')
    : t('bookings.cancel.noRefund', { count: preview.days_before_start });
}

/**
 * cancel_booking `{bookingId}`: shows what cancelling gives before it is done (the climber's refund by
 * the terms copied on the booking, or the guide's full refund), then cancels on 'Yes, cancel booking'.
 */
export function CancelBookingDialog({ props, close }: ModalContentProps) {
  const bookingId = Number(props.bookingId);
  if (!Number.isInteger(bookingId) || bookingId < 1) return null;
  return <CancelBooking bookingId={bookingId} close={close} />;
}

function CancelBooking({ bookingId, close }: { bookingId: number; close: () => void }) {
  const { t } = useTranslation('bookings');
  const preview = useQuery(cancellationPreviewQueryOptions(bookingId));
  const booking = useQuery(bookingQueryOptions(bookingId));
  const cancel = useCancelBooking();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await cancel.mutateAsync(bookingId);
      showAlert(
        'success',
        answer.refund_amount > 0
          ? t('bookings.cancel.successRefund', {
              message: noticeOf(answer),
              refund: formatAmount(answer.refund_amount),
            })
          : noticeOf(answer),
      );
      close();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  if (preview.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        {t('bookings.cancel.loading')}
      </p>
    );
  }
  if (preview.isError) {
    return <ModalLoadFailure error={preview.error} close={close} />;
  }

  const details = booking.data?.booking;
  return (
    <div className="flex flex-col gap-5">
      <FormAlert message={failure} />
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-red-50 p-2.5 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          {details && (
            <p className="font-medium text-slate-900">
              {t('bookings.cancel.booking', {
                name: details.event_name,
                dates: formatDayRange(details.start_date, details.end_date),
                quantity: t('bookings.quantity', { count: details.quantity }),
              })}
            </p>
          )}
          <p>{t('bookings.cancel.question')}</p>
          <p className="font-medium text-slate-900">{cancellationOutcomeText(preview.data)}</p>
          {preview.data.by === 'climber' && (
            <p className="text-xs text-slate-600">{t('bookings.terms.cancellation')}</p>
          )}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={cancel.isPending} onClick={close}>
          {t('bookings.cancel.keep')}
        </Button>
        <button
          type="button"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
          onClick={() => void confirm()}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:bg-red-700/80"
        >
          {cancel.isPending && <Spinner className="size-4" />}
          {cancel.isPending ? t('bookings.cancel.cancelling') : t('bookings.cancel.confirm')}
        </button>
      </div>
    </div>
  );
}
