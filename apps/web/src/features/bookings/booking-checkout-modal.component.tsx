import type { Booking } from '@cordee/shared/bookings.contracts';
import { FULL_OR_HALF_DAY } from '@cordee/shared/event-limits';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { eventQueryOptions } from '../../api/events.api.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { FieldError } from '../../components/ui/form-field.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { formatDay } from '../../lib/event-dates.ts';
import { todayIso } from '../../lib/event-display.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { useViewer } from '../../session/bootstrap.api.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { NewTabLink } from '../legal/new-tab-link.component.tsx';
import {
  CHECKOUT_FIELD_STEP,
  CHECKOUT_SERVER_FIELDS,
  type CheckoutStep,
  type CheckoutValues,
  checkoutStepsOf,
  type GuideWaiver,
  guideWaiverOf,
  waiverComplete,
} from './booking-checkout.ts';
import { bookingQueryOptions, useAttemptPayment } from './bookings.api.ts';
import { sendBrowserToCheckout } from './checkout-navigation.ts';
import { ModalLoadFailure, ModalStopMessage } from './modal-load-failure.component.tsx';
import { QuoteSummary } from './quote-summary.component.tsx';

/**
 * booking_modal `{bookingId}`: an accepted booking is completed here, page by page, and
 * the climber is sent to the payment provider. The summary shows the quote stored on the booking,
 * which is what the server charges.
 */
export function BookingCheckoutModal({ props, close }: ModalContentProps) {
  const bookingId = Number(props.bookingId);
  if (!Number.isInteger(bookingId) || bookingId < 1) return null;
  return <BookingCheckout bookingId={bookingId} close={close} />;
}

function BookingCheckout({ bookingId, close }: { bookingId: number; close: () => void }) {
  const { t } = useTranslation('bookings');
  const booking = useQuery(bookingQueryOptions(bookingId));
  const eventId = booking.data?.booking.event_id ?? null;
  // The guide's waiver is the course's; the booking keeps only what it costs.
  const event = useQuery({ ...eventQueryOptions(eventId ?? 0), enabled: eventId !== null });

  const failure = booking.error ?? event.error;
  if (failure) return <ModalLoadFailure error={failure} close={close} />;
  if (!booking.data || (eventId !== null && event.isPending)) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        {t('bookings.checkout.loading')}
      </p>
    );
  }
  const current = booking.data.booking;
  if (eventId === null || !event.data)
    return <ModalStopMessage message={t('bookings.checkout.courseGone')} close={close} />;
  if (current.status !== 'accepted')
    return <ModalStopMessage message={t('bookings.checkout.notAwaitingPayment')} close={close} />;
  return <CheckoutPages booking={current} guideWaiver={guideWaiverOf(event.data)} close={close} />;
}

type CheckoutPagesProps = { booking: Booking; guideWaiver: GuideWaiver | null; close: () => void };

function CheckoutPages({ booking, guideWaiver, close }: CheckoutPagesProps) {
  const { t } = useTranslation('bookings');
  const errorIds = useId();
  const viewer = useViewer();
  const steps = checkoutStepsOf(booking, guideWaiver);
  const [stepIndex, setStepIndex] = useState(0);
  const [redirecting, setRedirecting] = useState(false);
  const attempt = useAttemptPayment(booking.id);
  const defaultValues: CheckoutValues = {
    signature: '',
    name: viewer?.name ?? '',
    date: todayIso(),
    terms: false,
    guideWaiver: false,
    relist: '',
  };
  const { form, onSubmit, systemMessage, setSystemMessage, submitting } = useApiForm({
    defaultValues,
    submit: (answers) =>
      attempt.mutateAsync({
        sign: { signature: answers.signature.trim(), name: answers.name.trim(), date: answers.date },
        terms_accepted: true,
        ...(guideWaiver ? { guide_waiver_accepted: answers.guideWaiver } : {}),
        ...(booking.event_type === 'private' ? { relist: answers.relist === 'yes' } : {}),
      }),
    serverFields: CHECKOUT_SERVER_FIELDS,
    onSuccess: ({ url }) => {
      setRedirecting(true);
      sendBrowserToCheckout(url);
    },
    // A refused answer sends the climber back to the page that holds it.
    onFailure: ({ error, message }) => {
      const refused = isApiError(error)
        ? Object.keys(error.errors)
            .map((field) => CHECKOUT_SERVER_FIELDS[field as keyof typeof CHECKOUT_SERVER_FIELDS])
            .filter((field): field is keyof CheckoutValues => field !== undefined)
        : [];
      const [first] = refused.map((field) => CHECKOUT_FIELD_STEP[field]).filter((s) => steps.includes(s));
      if (first) goTo(first);
      return message;
    },
  });
  const {
    register,
    control,
    reset,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const step: CheckoutStep = steps[stepIndex] ?? 'summary';

  const goTo = (next: CheckoutStep) => setStepIndex(Math.max(0, steps.indexOf(next)));
  const forward = () => setStepIndex((index) => Math.min(index + 1, steps.length - 1));
  const back = () => setStepIndex((index) => Math.max(index - 1, 0));
  // Cancel starts over: the next opening finds page 1 and an empty signature.
  const cancel = () => {
    reset(defaultValues);
    setStepIndex(0);
    setSystemMessage(null);
    close();
  };

  const canContinue =
    step === 'waiver'
      ? waiverComplete({
          signature: values.signature ?? '',
          name: values.name ?? '',
          date: values.date ?? '',
          terms: values.terms ?? false,
        })
      : step === 'guide_waiver'
        ? values.guideWaiver === true
        : true;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('bookings.checkout.step', { current: stepIndex + 1, total: steps.length })}
      </p>
      <FormAlert message={systemMessage} />

      {step === 'waiver' && (
        <Page title={t('bookings.checkout.waiver.title')}>
          <p className="text-sm text-slate-700">{t('bookings.checkout.waiver.intro', { name: booking.event_name })}</p>
          <TextField
            label={t('bookings.checkout.waiver.signature')}
            hint={t('bookings.checkout.waiver.signatureHint')}
            autoComplete="off"
            className="[&_input]:font-serif [&_input]:italic"
            error={errors.signature?.message}
            {...register('signature')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('bookings.checkout.waiver.name')}
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t('bookings.checkout.waiver.date')}
              type="date"
              error={errors.date?.message}
              {...register('date')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <CheckboxField
              label={t('bookings.checkout.waiver.terms')}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${errorIds}-terms` : undefined}
              {...register('terms')}
            />
            <FieldError id={`${errorIds}-terms`} message={errors.terms?.message} />
            <details className="text-xs text-slate-600">
              <summary className="cursor-pointer font-medium text-brand-700">
                {t('bookings.checkout.waiver.readTerms')}
              </summary>
              <p className="mt-1.5">{t('bookings.terms.cancellation')}</p>
              <p className="mt-1">{t('bookings.terms.majority')}</p>
              <p className="mt-1">{t('bookings.terms.updated')}</p>
            </details>
            {/* A new tab: leaving the modal would lose the booking in progress. */}
            <NewTabLink
              to={PATHS.terms}
              className="w-fit text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('legal.links.termsNewTab')}
            </NewTabLink>
          </div>
        </Page>
      )}

      {step === 'guide_waiver' && guideWaiver && (
        <Page title={t('bookings.checkout.guideWaiver.title')}>
          <p className="text-sm text-slate-700">{t('bookings.checkout.guideWaiver.intro')}</p>
          <a
            href={guideWaiver.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-2 rounded-lg border border-slate-300 px-3.5 py-2.5 text-sm font-semibold text-brand-700 shadow-sm hover:bg-slate-50"
          >
            {guideWaiver.kind === 'pdf' ? (
              <FileText aria-hidden="true" className="size-4" />
            ) : (
              <ExternalLink aria-hidden="true" className="size-4" />
            )}
            {t(
              guideWaiver.kind === 'pdf'
                ? 'bookings.checkout.guideWaiver.openPdf'
                : 'bookings.checkout.guideWaiver.openLink',
            )}
          </a>
          <CheckboxField
            label={t('bookings.checkout.guideWaiver.accept')}
            aria-invalid={errors.guideWaiver ? true : undefined}
            aria-describedby={errors.guideWaiver ? `${errorIds}-guide-waiver` : undefined}
            {...register('guideWaiver')}
          />
          <FieldError id={`${errorIds}-guide-waiver`} message={errors.guideWaiver?.message} />
        </Page>
      )}

      {step === 'relist' && (
        <Page title={t('bookings.checkout.relist.title')}>
          <p className="text-sm text-slate-700">{t('bookings.checkout.relist.question')}</p>
          <FieldError message={errors.relist?.message} />
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['yes', 'no'] as const).map((answer) => (
              <Button
                key={answer}
                variant={values.relist === answer ? 'primary' : 'secondary'}
                aria-pressed={values.relist === answer}
                onClick={() => {
                  setValue('relist', answer);
                  clearErrors('relist');
                  forward();
                }}
              >
                {t(`bookings.checkout.relist.${answer}`)}
              </Button>
            ))}
          </div>
        </Page>
      )}

      {step === 'summary' && (
        <Page title={t('bookings.checkout.summary.title')}>
          <BookingFacts booking={booking} />
          <QuoteSummary quote={booking.quote} headingLevel={4} />
        </Page>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={cancel} disabled={redirecting}>
          {t('common.cancel')}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {stepIndex > 0 && (
            <Button variant="ghost" onClick={back} disabled={submitting || redirecting}>
              {t('common.back')}
            </Button>
          )}
          {/*
            Keyed apart: without keys React turns the Continue button into the submit button while its own
            click is handled, and the browser then performs that click as a submit, paying from the page
            before the summary without ever showing it.
          */}
          {step === 'summary' ? (
            <Button key="pay" type="submit" busy={submitting || redirecting}>
              {submitting || redirecting
                ? t('bookings.checkout.summary.redirecting')
                : t('bookings.checkout.summary.pay')}
            </Button>
          ) : (
            step !== 'relist' && (
              <Button key="continue" onClick={forward} disabled={!canContinue}>
                {t('bookings.checkout.continue')}
              </Button>
            )
          )}
        </div>
      </div>
    </form>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** The summary's facts: the course, its start, duration and the group. */
function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const duration =
    booking.quote.day_option === 'half'
      ? t('bookings.checkout.summary.halfDay')
      : booking.duration
          .split(',')
          .map((part) => (part.trim() === FULL_OR_HALF_DAY ? t('bookings.checkout.summary.fullDay') : part.trim()))
          .join(', ');
  const facts: Array<[string, string]> = [
    [t('bookings.checkout.summary.event'), booking.event_name],
    [t('bookings.checkout.summary.startDate'), formatDay(booking.start_date)],
    [t('bookings.checkout.summary.duration'), duration],
    [t('bookings.checkout.summary.quantity'), t('bookings.quantity', { count: booking.quantity })],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
