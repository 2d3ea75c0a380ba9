import type { PlaceSuggestion } from '@cordee/shared/places.contracts';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { PLACE_SEARCH_MIN_LENGTH, placeSearchQueryOptions } from './places.api.ts';

/** Typing pauses this long before a search: a word typed quickly makes one request, not one per letter. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

type PlaceSearchFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion chosen: the field's text is already its label. */
  onSelect: (place: PlaceSuggestion) => void;
  error?: string;
  maxLength?: number;
};

/**
 * An address input that suggests places while typing (the ARIA combobox pattern with a list box): the
 * arrow keys move through the suggestions, Enter chooses one, Escape closes the list, a click or a tap
 * chooses too. Typing stays free: a suggestion is an offer, the typed text is kept when none is chosen.
 */
export function PlaceSearchField({ label, value, onChange, onSelect, error, maxLength }: PlaceSearchFieldProps) {
  const { t } = useTranslation('event-wizard');
  const id = useId();
  const listId = `${id}-places`;
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebouncedValue(value.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const search = useQuery(placeSearchQueryOptions(text));
  const places = text.length >= PLACE_SEARCH_MIN_LENGTH ? (search.data?.places ?? []) : [];
  const expanded = open && places.length > 0;

  // New suggestions start with none highlighted: Enter then keeps what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the suggestions change, by design.
  useEffect(() => setActive(-1), [search.data]);

  const choose = (place: PlaceSuggestion) => {
    onChange(place.label);
    onSelect(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (expanded ? (current + step + places.length) % places.length : step > 0 ? 0 : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter chooses the highlighted place instead of submitting the form.
      event.preventDefault();
      const place = places[active];
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only, not the dialog the field may sit in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <TextField
        label={label}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        describedBy={statusId}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        error={error}
      />
      <p id={statusId} aria-live="polite" className="sr-only">
        {open && text.length >= PLACE_SEARCH_MIN_LENGTH && search.isSuccess
          ? t('places.search.found', { count: places.length })
          : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('places.search.listLabel')}
        hidden={!expanded}
        className="absolute inset-x-0 top-[4.75rem] z-20 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {places.map((place, index) => (
          // The options are not focused: the focus stays in the input, which points at the highlighted one
          // (aria-activedescendant) and takes the keys for all of them.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown chooses with Enter.
          <div
            key={`${place.label}-${place.latitude}-${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`flex cursor-pointer items-start gap-2 px-3 py-2.5 text-sm text-slate-900 ${
              index === active ? 'bg-brand-50' : 'hover:bg-slate-50'
            }`}
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-words">{place.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
