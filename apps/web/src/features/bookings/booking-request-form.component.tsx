import type { AuthUser } from '@cordee/shared/auth.contracts';
import { MAX_OPEN_BOOKING_REQUESTS, openRequestCountOf } from '@cordee/shared/booking-status';
import { groupSizesOf, offersHalfDay } from '@cordee/shared/event-pricing';
import type { Event } from '@cordee/shared/events.contracts';
import { formatPrice } from '@cordee/shared/money';
import { useEffect, useId, useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEvent } from '../../api/events.api.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { FieldError } from '../../components/ui/form-field.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { SelectField } from '../../components/ui/select-field.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { formatDayRange } from '../../lib/event-dates.ts';
import { todayIso } from '../../lib/event-display.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useViewer } from '../../session/bootstrap.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { EmailVerificationNotice } from '../accounts/email-verification-notice.component.tsx';
import {
  type AttendeeValues,
  type BookingRequestValues,
  bookingRequestSchema,
  donationTakesAmount,
  emptyAttendee,
  groupSizesFor,
  liveQuoteOf,
  type RunChoice,
  runChoicesOf,
  toPrebookRequest,
} from './booking-request.ts';
import { useClimberBookings, usePrebookEvent } from './bookings.api.ts';
import { ModalLoadFailure, ModalNotice } from './modal-load-failure.component.tsx';
import { QuoteSummary } from './quote-summary.component.tsx';

/**
 * booking_request `{eventId, occurrenceId?}`: a climber asks the guide for seats on one run. The course
 * is loaded whole (every run with its seats), and the climber's own bookings mark the runs they hold.
 * What the server would refuse whatever the choices is said before the form: an email not verified
 * yet, or as many open requests as a climber may have.
 */
export function BookingRequestModal({ props, close }: ModalContentProps) {
  const eventId = Number(props.eventId);
  const occurrenceId = props.occurrenceId === undefined ? undefined : Number(props.occurrenceId);
  if (!Number.isInteger(eventId) || eventId < 1) return null;
  return <BookingRequest eventId={eventId} occurrenceId={occurrenceId} close={close} />;
}

type BookingRequestProps = { eventId: number; occurrenceId?: number; close: () => void };

function BookingRequest({ eventId, occurrenceId, close }: BookingRequestProps) {
  const { t } = useTranslation('bookings');
  const viewer = useViewer();
  const event = useEvent(eventId);
  const mine = useClimberBookings(viewer);
  // The server's word wins over the stored profile (an email changed in another tab).
  const [refusedUnverified, setRefusedUnverified] = useState(false);

  if (viewer?.role === 'climber' && (!viewer.email_verified || refusedUnverified)) {
    return <VerifyEmailFirst close={close} />;
  }
  if (event.isError) {
    return <ModalLoadFailure error={event.error} close={close} />;
  }
  if (event.isPending || mine.loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        {t('bookings.request.loading')}
      </p>
    );
  }
  if (openRequestCountOf(mine.bookings ?? []) >= MAX_OPEN_BOOKING_REQUESTS) {
    return (
      <ModalNotice close={close}>
        <p className="text-sm text-slate-700">
          {t('bookings.request.tooManyOpen', { count: MAX_OPEN_BOOKING_REQUESTS })}
        </p>
      </ModalNotice>
    );
  }
  const today = todayIso();
  const runs = runChoicesOf(event.data, mine.bookings ?? [], today);
  if (!runs.some((run) => run.state === 'open')) {
    return (
      <ModalNotice close={close}>
        <p className="text-sm text-slate-700">{t('bookings.request.noOpenRun')}</p>
      </ModalNotice>
    );
  }
  return (
    <RequestForm
      event={event.data}
      runs={runs}
      today={today}
      viewer={viewer}
      preferredRunId={occurrenceId}
      close={close}
      onUnverified={() => setRefusedUnverified(true)}
    />
  );
}

/** Only a verified address may ask for seats; the link may be lost, so a new one is one click away. */
function VerifyEmailFirst({ close }: { close: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <ModalNotice close={close}>
      <p className="text-sm text-slate-700">{t('bookings.request.verifyEmailFirst')}</p>
      <EmailVerificationNotice />
    </ModalNotice>
  );
}

type RequestFormProps = {
  event: Event;
  runs: RunChoice[];
  today: string;
  viewer: AuthUser | null;
  preferredRunId?: number;
  close: () => void;
  /** The server refused the request because the climber's email is not verified. */
  onUnverified: () => void;
};

/** The signed-in climber fills the first attendee row; they can change it if they book for others. */
function firstAttendeeOf(viewer: AuthUser | null): AttendeeValues {
  return { name: viewer?.name ?? '', email: viewer?.email ?? '', dob: viewer?.dob?.slice(0, 10) ?? '' };
}

function RequestForm({ event, runs, today, viewer, preferredRunId, close, onUnverified }: RequestFormProps) {
  const { t } = useTranslation('bookings');
  const errorIds = useId();
  const prebook = usePrebookEvent(event.id);
  const openRuns = runs.filter((run) => run.state === 'open');
  const firstRun = openRuns.find((run) => run.occurrence.id === preferredRunId) ?? openRuns[0];
  const smallestGroup = groupSizesOf(event)[0] ?? 1;
  const schema = useMemo(() => bookingRequestSchema(event, runs, today), [event, runs, today]);
  const defaultValues: BookingRequestValues = {
    occurrence_date: firstRun?.occurrence.starts_on ?? '',
    group_size: String(smallestGroup),
    day_option: 'full',
    addons: event.addons.map(() => ({ chosen: false })),
    donations: event.donations.map(() => ({ chosen: false, amount: '' })),
    attendees: [firstAttendeeOf(viewer), ...Array.from({ length: smallestGroup - 1 }, emptyAttendee)],
  };
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(schema),
    defaultValues,
    submit: (answers) => prebook.mutateAsync(toPrebookRequest(event, answers)),
    serverFields: (answers) => serverFieldsOf(answers.attendees.length),
    onSuccess: () => {
      showAlert('success', t('bookings.request.sent'));
      close();
    },
    onFailure: ({ error, message }) => {
      if (isApiError(error) && error.code === 'email_not_verified') {
        onUnverified();
        return null;
      }
      return message;
    },
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const attendees = useFieldArray({ control, name: 'attendees' });
  const values = useWatch({ control }) as BookingRequestValues;
  const run = runs.find((candidate) => candidate.occurrence.starts_on === values.occurrence_date);
  const sizes = groupSizesFor(event, run?.seatsLeft ?? 0);
  const groupSize = Number(values.group_size);
  const liveQuote = liveQuoteOf(event, values);

  // A smaller run may not fit the group chosen on another: the group shrinks to what the run has.
  const largest = sizes.at(-1);
  useEffect(() => {
    if (largest !== undefined && groupSize > largest) setValue('group_size', String(largest));
  }, [largest, groupSize, setValue]);

  // One attendee row per person: rows are added or dropped at the end, keeping what was typed.
  const { append, remove } = attendees;
  useEffect(() => {
    if (!Number.isInteger(groupSize) || groupSize < 1) return;
    const current = getValues('attendees').length;
    if (groupSize > current) {
      append(Array.from({ length: groupSize - current }, emptyAttendee), { shouldFocus: false });
    } else if (groupSize < current) {
      remove(Array.from({ length: current - groupSize }, (_, i) => groupSize + i));
    }
  }, [groupSize, append, remove, getValues]);

  const halfDay = offersHalfDay(event);
  const priceRow = event.event_type === 'private' ? event.price.find((row) => row.id === groupSize) : event.price[0];

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <p className="text-sm font-semibold text-slate-900">{event.event_name}</p>

      {runs.length > 1 || event.repeat ? (
        <SelectField
          label={t('bookings.request.date')}
          error={errors.occurrence_date?.message}
          {...register('occurrence_date')}
        >
          {runs.map((choice) => (
            <option key={choice.occurrence.id} value={choice.occurrence.starts_on} disabled={choice.state !== 'open'}>
              {t(`bookings.request.run.${choice.state}`, {
                dates: formatDayRange(choice.occurrence.starts_on, choice.occurrence.ends_on),
                count: choice.seatsLeft,
              })}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-800">{t('bookings.request.date')}</p>
          <p className="text-sm text-slate-700">
            {run &&
              t('bookings.request.run.open', {
                dates: formatDayRange(run.occurrence.starts_on, run.occurrence.ends_on),
                count: run.seatsLeft,
              })}
          </p>
          <FieldError message={errors.occurrence_date?.message} />
        </div>
      )}

      <SelectField
        label={t('bookings.request.groupSize')}
        error={errors.group_size?.message}
        {...register('group_size')}
      >
        {sizes.map((size) => (
          <option key={size} value={String(size)}>
            {t('bookings.quantity', { count: size })}
          </option>
        ))}
      </SelectField>

      {halfDay && (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.day_option?.message ? `${errorIds}-day-option` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('bookings.request.dayOption')}</legend>
          {(['full', 'half'] as const).map((option) => {
            const perPerson = option === 'half' ? priceRow?.priceh : priceRow?.price;
            return (
              <label key={option} className="flex items-center gap-2.5 text-sm text-slate-700">
                <input type="radio" value={option} className="size-4 accent-brand-600" {...register('day_option')} />
                {t(`bookings.request.${option}Day`)}
                {perPerson != null && (
                  <span className="text-slate-500">
                    {t('bookings.request.perPerson', { price: formatPrice(perPerson) })}
                  </span>
                )}
              </label>
            );
          })}
          <FieldError id={`${errorIds}-day-option`} message={errors.day_option?.message} />
        </fieldset>
      )}

      {event.addons.length > 0 && (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.addons?.message ? `${errorIds}-addons` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('bookings.request.addons')}</legend>
          {event.addons.map((addon, index) => (
            <CheckboxField
              key={addon.id ?? index}
              label={t('bookings.request.addonChoice', {
                title: addon.addons_title,
                price: formatPrice(addon.addons_price),
              })}
              {...register(`addons.${index}.chosen`)}
            />
          ))}
          <FieldError id={`${errorIds}-addons`} message={errors.addons?.message} />
        </fieldset>
      )}

      {event.donations.length > 0 && (
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={errors.donations?.message ? `${errorIds}-donations` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('bookings.request.donations')}</legend>
          {event.donations.map((donation, index) => {
            const takesAmount = donationTakesAmount(donation);
            return (
              <div key={donation.id ?? index} className="flex flex-col gap-2">
                <CheckboxField
                  label={
                    takesAmount || donation.donations_price == null
                      ? donation.donations_title
                      : t('bookings.request.addonChoice', {
                          title: donation.donations_title,
                          price: formatPrice(donation.donations_price),
                        })
                  }
                  {...register(`donations.${index}.chosen`)}
                />
                {takesAmount && values.donations?.[index]?.chosen && (
                  <TextField
                    className="pl-6.5"
                    label={t('bookings.request.donationAmount', { title: donation.donations_title })}
                    inputMode="decimal"
                    autoComplete="off"
                    error={errors.donations?.[index]?.amount?.message}
                    {...register(`donations.${index}.amount`)}
                  />
                )}
              </div>
            );
          })}
          <FieldError id={`${errorIds}-donations`} message={errors.donations?.message} />
        </fieldset>
      )}

      <fieldset
        className="flex flex-col gap-4"
        aria-describedby={errors.attendees?.message ? `${errorIds}-attendees` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('bookings.request.attendees')}</legend>
        <p className="-mt-2 text-xs text-slate-600">{t('bookings.request.attendeesHint')}</p>
        {attendees.fields.map((field, index) => (
          <div key={field.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-800">
              {t('bookings.request.attendee', { number: index + 1 })}
            </p>
            <TextField
              label={t('bookings.request.attendeeName')}
              autoComplete={index === 0 ? 'name' : 'off'}
              error={errors.attendees?.[index]?.name?.message}
              {...register(`attendees.${index}.name`)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <EmailField
                label={t('bookings.request.attendeeEmail')}
                autoComplete={index === 0 ? 'email' : 'off'}
                error={errors.attendees?.[index]?.email?.message}
                {...register(`attendees.${index}.email`)}
              />
              <TextField
                label={t('bookings.request.attendeeDob')}
                type="date"
                max={today}
                error={errors.attendees?.[index]?.dob?.message}
                {...register(`attendees.${index}.dob`)}
              />
            </div>
          </div>
        ))}
        <FieldError id={`${errorIds}-attendees`} message={errors.attendees?.message} />
      </fieldset>

      {liveQuote && <QuoteSummary quote={liveQuote} />}

      <ModalFormActions
        onCancel={close}
        busy={submitting}
        submitLabel={t('bookings.request.submit')}
        busyLabel={t('bookings.request.submitting')}
      />
    </form>
  );
}

/** The server's field names for the form's inputs; a donation's own error shows under the donations. */
function serverFieldsOf(attendeeCount: number): Record<string, FieldPath<BookingRequestValues>> {
  const fields: Record<string, FieldPath<BookingRequestValues>> = {
    occurrence_date: 'occurrence_date',
    group_size: 'group_size',
    day_option: 'day_option',
    addons: 'addons',
    donations: 'donations',
    attendees: 'attendees',
  };
  for (let index = 0; index < attendeeCount; index += 1) {
    for (const part of ['name', 'email', 'dob'] as const) {
      fields[`attendees.${index}.${part}`] = `attendees.${index}.${part}`;
    }
  }
  // A donation's amount is refused by its place in the request, not in the form: shown for the group.
  for (let index = 0; index < 20; index += 1) fields[`donations.${index}.amount`] = 'donations';
  return fields;
}
