import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { AttendanceSliders } from './attendance-sliders.component.tsx';
import { ChoiceGroup } from './choice-group.component.tsx';
import {
  type DraftAddon,
  type DraftDonation,
  isFullOrHalfDay,
  newRowId,
  priceRowsOf,
  withPrice,
} from './event-draft.ts';
import type { StepProps } from './event-wizard-steps.ts';
import { RichTextEditor } from './rich-text-editor.component.tsx';

/** Spec 2 §9: price inputs have a minimum of 1 (CA$). */
const PRICE_INPUT = { type: 'number', inputMode: 'decimal', min: 1, step: 0.01 } as const;

function CurrencyPrefix() {
  const { t } = useTranslation('event-wizard');
  return (
    <span aria-hidden="true" className="pl-3 text-sm text-slate-600">
      {t('eventWizard.pricing.currency')}
    </span>
  );
}

/** Step 3: public or private, group sizes, prices, donations, add-ons and description. */
export function EventPricingStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation('event-wizard');
  const privateTrip = draft.event_type === 'private';
  const halfDay = isFullOrHalfDay(draft);
  const rows = priceRowsOf(draft);

  const rowLabel = (size: number, half: boolean) => {
    const what = half ? t('eventWizard.pricing.halfDayPrice') : t('eventWizard.pricing.price');
    return privateTrip ? t('eventWizard.pricing.priceForGroup', { what, count: size }) : what;
  };

  const setAddon = (id: string, change: Partial<DraftAddon>) =>
    update((current) => ({ addons: current.addons.map((row) => (row.id === id ? { ...row, ...change } : row)) }));
  const setDonation = (id: string, change: Partial<DraftDonation>) =>
    update((current) => ({
      donations: current.donations.map((row) => (row.id === id ? { ...row, ...change } : row)),
    }));
  const newAddon = (): DraftAddon => ({ id: newRowId(), addons_title: '', addons_price: '' });
  const newDonation = (): DraftDonation => ({ id: newRowId(), donations_title: '', donations_price: '' });

  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        legend={t('eventWizard.pricing.eventType')}
        name="event_type"
        value={draft.event_type}
        onChange={(event_type) => update({ event_type })}
        options={[
          { value: 'public', label: t('eventWizard.pricing.public') },
          { value: 'private', label: t('eventWizard.pricing.private') },
        ]}
        hint={privateTrip ? t('eventWizard.pricing.privateHint') : t('eventWizard.pricing.publicHint')}
        error={errors.event_type}
      />

      <AttendanceSliders
        value={{ attendance_min: draft.attendance_min, attendance_limit: draft.attendance_limit }}
        onChange={(attendance) => update(attendance)}
        error={errors.attendance_min ?? errors.attendance_limit}
      />

      <fieldset
        className="flex min-w-0 flex-col gap-3"
        aria-describedby={errors.price ? 'event-price-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('eventWizard.pricing.prices')}</legend>
        <p className="-mt-1 text-xs text-slate-600">
          {halfDay ? t('eventWizard.pricing.pricesHintHalfDay') : t('eventWizard.pricing.pricesHint')}
        </p>
        {rows.map((row) => (
          <div key={row.id} className={`grid gap-3 ${halfDay ? '@xl:grid-cols-2' : ''}`}>
            <TextField
              {...PRICE_INPUT}
              label={rowLabel(row.id, false)}
              leading={<CurrencyPrefix />}
              value={row.price}
              aria-invalid={errors.price && row.price.trim() === '' ? true : undefined}
              onChange={(event) => {
                const value = event.target.value;
                update((current) => ({ price: withPrice(current, row.id, 'price', value) }));
              }}
            />
            {halfDay && (
              <TextField
                {...PRICE_INPUT}
                label={rowLabel(row.id, true)}
                leading={<CurrencyPrefix />}
                value={row.priceh}
                aria-invalid={errors.price && row.priceh.trim() === '' ? true : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  update((current) => ({ price: withPrice(current, row.id, 'priceh', value) }));
                }}
              />
            )}
          </div>
        ))}
        {errors.price && (
          <p id="event-price-error" className="text-sm text-red-700">
            {errors.price}
          </p>
        )}
      </fieldset>

      <TextAreaField
        label={t('eventWizard.pricing.priceInfo')}
        hint={t('eventWizard.pricing.priceInfoHint')}
        maxLength={2000}
        className="[&_textarea]:min-h-20"
        value={draft.price_info}
        onChange={(event) => update({ price_info: event.target.value })}
        error={errors.price_info}
      />

      <div className="flex flex-col gap-3">
        <ChoiceGroup
          legend={t('eventWizard.pricing.donations')}
          name="donations_enabled"
          value={draft.donations_enabled ? 'yes' : 'no'}
          onChange={(answer) =>
            // 'No' empties the list; 'Yes' opens with one row to fill.
            update((current) =>
              answer === 'yes'
                ? { donations_enabled: true, donations: current.donations.length ? current.donations : [newDonation()] }
                : { donations_enabled: false, donations: [] },
            )
          }
          options={[
            { value: 'yes', label: t('eventWizard.yes') },
            { value: 'no', label: t('eventWizard.no') },
          ]}
        />
        {draft.donations_enabled && (
          <>
            {draft.donations.map((row, index) => (
              <fieldset
                key={row.id}
                className="grid min-w-0 grid-cols-[1fr_auto] items-end gap-2 rounded-lg border border-slate-200 p-3 @xl:grid-cols-[1fr_9rem_auto]"
              >
                <legend className="sr-only">{t('eventWizard.pricing.donationRow', { position: index + 1 })}</legend>
                <TextField
                  className="col-span-2 @xl:col-span-1"
                  label={t('eventWizard.pricing.donationTitle', { position: index + 1 })}
                  maxLength={120}
                  value={row.donations_title}
                  aria-invalid={errors.donations && row.donations_title.trim() === '' ? true : undefined}
                  onChange={(event) => setDonation(row.id, { donations_title: event.target.value })}
                />
                <TextField
                  {...PRICE_INPUT}
                  label={t('eventWizard.pricing.donationAmount', { position: index + 1 })}
                  hint={t('eventWizard.details.optional')}
                  leading={<CurrencyPrefix />}
                  value={row.donations_price}
                  onChange={(event) => setDonation(row.id, { donations_price: event.target.value })}
                />
                <IconButton
                  label={t('eventWizard.pricing.removeDonation', { position: index + 1 })}
                  onClick={() =>
                    update((current) => ({ donations: current.donations.filter((kept) => kept.id !== row.id) }))
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              </fieldset>
            ))}
            {errors.donations && <p className="text-sm text-red-700">{errors.donations}</p>}
            <div>
              <Button
                variant="secondary"
                onClick={() => update((current) => ({ donations: [...current.donations, newDonation()] }))}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('eventWizard.pricing.addDonation')}
              </Button>
            </div>
          </>
        )}
      </div>

      <div className="flex flex-col gap-3">
        <ChoiceGroup
          legend={t('eventWizard.pricing.addons')}
          name="addons_enabled"
          value={draft.addons_enabled ? 'yes' : 'no'}
          onChange={(answer) =>
            update((current) =>
              answer === 'yes'
                ? { addons_enabled: true, addons: current.addons.length ? current.addons : [newAddon()] }
                : { addons_enabled: false, addons: [] },
            )
          }
          options={[
            { value: 'yes', label: t('eventWizard.yes') },
            { value: 'no', label: t('eventWizard.no') },
          ]}
        />
        {draft.addons_enabled && (
          <>
            {draft.addons.map((row, index) => (
              <fieldset
                key={row.id}
                className="grid min-w-0 grid-cols-[1fr_auto] items-end gap-2 rounded-lg border border-slate-200 p-3 @xl:grid-cols-[1fr_9rem_auto]"
              >
                <legend className="sr-only">{t('eventWizard.pricing.addonRow', { position: index + 1 })}</legend>
                <TextField
                  className="col-span-2 @xl:col-span-1"
                  label={t('eventWizard.pricing.addonTitle', { position: index + 1 })}
                  maxLength={120}
                  value={row.addons_title}
                  aria-invalid={errors.addons && row.addons_title.trim() === '' ? true : undefined}
                  onChange={(event) => setAddon(row.id, { addons_title: event.target.value })}
                />
                <TextField
                  {...PRICE_INPUT}
                  label={t('eventWizard.pricing.addonPrice', { position: index + 1 })}
                  leading={<CurrencyPrefix />}
                  value={row.addons_price}
                  aria-invalid={errors.addons && row.addons_price.trim() === '' ? true : undefined}
                  onChange={(event) => setAddon(row.id, { addons_price: event.target.value })}
                />
                <IconButton
                  label={t('eventWizard.pricing.removeAddon', { position: index + 1 })}
                  onClick={() => update((current) => ({ addons: current.addons.filter((kept) => kept.id !== row.id) }))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              </fieldset>
            ))}
            {errors.addons && <p className="text-sm text-red-700">{errors.addons}</p>}
            <div>
              <Button
                variant="secondary"
                onClick={() => update((current) => ({ addons: [...current.addons, newAddon()] }))}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('eventWizard.pricing.addAddon')}
              </Button>
            </div>
          </>
        )}
      </div>

      <RichTextEditor
        label={t('eventWizard.pricing.description')}
        value={draft.event_description}
        onChange={(event_description) => update({ event_description })}
        error={errors.event_description}
      />
    </div>
  );
}
