import { CATEGORIES } from '@cordee/shared/catalogue';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { PlaceSearchField } from '../places/place-search-field.component.tsx';
import { fetchPlace, placeName } from '../places/places.api.ts';
import { ChoiceGroup } from './choice-group.component.tsx';
import { type DraftLocation, newRowId } from './event-draft.ts';
import type { StepProps } from './event-wizard-steps.ts';
import { GalleryUploadField } from './gallery-upload-field.component.tsx';
import { LocationPickerMap } from './location-picker-map.component.tsx';

/** The category alias is kept short: it shows on chips and cards (EventWriteSchema: 40). */
const ALIAS_MAX_LENGTH = 40;

function pointOf(latitude: string, longitude: string): { lat: number; lng: number } | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  const valid = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? { lat, lng } : null;
}

/** Step 2: category, gallery and where the trip meets, with other locations. */
export function EventLocationStep({ draft, update, errors, onBusyChange }: StepProps) {
  const { t } = useTranslation('event-wizard');

  const setLocation = (id: string, change: Partial<DraftLocation>) =>
    update((current) => ({
      other_location: current.other_location.map((row) => (row.id === id ? { ...row, ...change } : row)),
    }));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <ChoiceGroup
          legend={t('eventWizard.location.category')}
          name="category"
          value={draft.category}
          onChange={(category) => update({ category })}
          options={CATEGORIES.map((category) => ({ value: category, label: category }))}
          error={errors.category}
        />
        {draft.category === 'Other' && (
          <TextField
            label={t('eventWizard.location.alias')}
            maxLength={ALIAS_MAX_LENGTH}
            value={draft.alias}
            onChange={(event) => update({ alias: event.target.value })}
            error={errors.alias}
          />
        )}
      </div>

      <GalleryUploadField
        images={draft.gallery}
        onImagesChange={(change) => update((current) => ({ gallery: change(current.gallery) }))}
        onBusyChange={onBusyChange}
        error={errors.gallery}
      />

      <div className="flex flex-col gap-3">
        <PlaceSearchField
          label={t('eventWizard.location.address')}
          value={draft.address}
          maxLength={300}
          onChange={(address) => update({ address })}
          // The server names the city and province from the coordinates, as for a point picked on the map.
          onSelect={(place) => update({ latitude: String(place.latitude), longitude: String(place.longitude) })}
          error={errors.address}
        />
        <LocationPickerMap
          point={pointOf(draft.latitude, draft.longitude)}
          onPick={(point) => {
            update({ latitude: String(point.lat), longitude: String(point.lng) });
            // An empty address is filled with the picked place's city and province; a typed one is kept.
            if (draft.address.trim() !== '') return;
            fetchPlace(point)
              .then((place) => {
                const name = placeName(place);
                if (name) update((current) => (current.address.trim() === '' ? { address: name } : {}));
              })
              .catch(() => {
                // The address stays for the guide to type; the coordinates are already set.
              });
          }}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('eventWizard.location.latitude')}
            type="number"
            inputMode="decimal"
            min={-90}
            max={90}
            step="any"
            value={draft.latitude}
            onChange={(event) => update({ latitude: event.target.value })}
            error={errors.latitude}
          />
          <TextField
            label={t('eventWizard.location.longitude')}
            type="number"
            inputMode="decimal"
            min={-180}
            max={180}
            step="any"
            value={draft.longitude}
            onChange={(event) => update({ longitude: event.target.value })}
            error={errors.longitude}
          />
        </div>
        <TextAreaField
          label={t('eventWizard.location.addressDescription')}
          hint={t('eventWizard.location.addressDescriptionHint')}
          maxLength={1000}
          className="[&_textarea]:min-h-20"
          value={draft.address_description}
          onChange={(event) => update({ address_description: event.target.value })}
          error={errors.address_description}
        />
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('eventWizard.location.otherLocations')}</legend>
        {draft.other_location.map((row, index) => (
          // Columns may shrink below their inputs' natural width (minmax(0, …)): the wizard sits in a
          // narrow card beside the calendar and on phones, where three inputs' natural widths overflow.
          <fieldset
            key={row.id}
            className="grid min-w-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 rounded-lg border border-slate-200 p-3 @2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            <legend className="sr-only">{t('eventWizard.location.otherLocationLabel', { position: index + 1 })}</legend>
            <TextField
              className="col-span-3 @2xl:col-span-1"
              label={t('eventWizard.location.otherAddress', { position: index + 1 })}
              value={row.address}
              onChange={(event) => setLocation(row.id, { address: event.target.value })}
            />
            <TextField
              label={t('eventWizard.location.otherLatitude', { position: index + 1 })}
              type="number"
              inputMode="decimal"
              step="any"
              value={row.lat}
              onChange={(event) => setLocation(row.id, { lat: event.target.value })}
            />
            <TextField
              label={t('eventWizard.location.otherLongitude', { position: index + 1 })}
              type="number"
              inputMode="decimal"
              step="any"
              value={row.lng}
              onChange={(event) => setLocation(row.id, { lng: event.target.value })}
            />
            <IconButton
              label={t('eventWizard.location.removeOther', { position: index + 1 })}
              onClick={() =>
                update((current) => ({ other_location: current.other_location.filter((kept) => kept.id !== row.id) }))
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          </fieldset>
        ))}
        {errors.other_location && <p className="text-sm text-red-700">{errors.other_location}</p>}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              update((current) => ({
                other_location: [...current.other_location, { id: newRowId(), address: '', lat: '', lng: '' }],
              }))
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('eventWizard.location.addOther')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
