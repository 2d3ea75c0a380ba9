import type { PlaceSuggestion } from '@cordee/shared/places.contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, recordRequests } from '../../test/api-server.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { PlaceSearchField } from './place-search-field.component.tsx';

const squamish: PlaceSuggestion = {
  label: 'Squamish, British Columbia',
  city: 'Squamish',
  state: 'British Columbia',
  latitude: 49.70016,
  longitude: -123.15585,
};
const squamishValley: PlaceSuggestion = { ...squamish, label: 'Squamish Valley, British Columbia', latitude: 49.8 };

function stubPlaces(places: PlaceSuggestion[]) {
  apiServer.use(api.get('/api/places/search', ({ response }) => response(200).json({ places })));
  return recordRequests();
}

type HarnessProps = { onSelect: (place: PlaceSuggestion) => void; onOuterKey: (key: string) => void };

function Harness({ onSelect, onOuterKey }: HarnessProps) {
  const [value, setValue] = useState('');
  return (
    // The field may sit in a dialog that closes on Escape: the list's Escape must not reach it.
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog's key handler.
    <div onKeyDown={(event) => onOuterKey(event.key)}>
      <PlaceSearchField label="Address" value={value} onChange={setValue} onSelect={onSelect} />
    </div>
  );
}

function renderField(onSelect = vi.fn(), onOuterKey = vi.fn()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness onSelect={onSelect} onOuterKey={onOuterKey} />
    </QueryClientProvider>,
  );
  return { onSelect, onOuterKey, input: screen.getByRole('combobox', { name: 'Address' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceSearchField', () => {
  it('suggests places while typing and chooses one with the arrow keys and Enter', async () => {
    const requests = stubPlaces([squamish, squamishValley]);
    const { input, onSelect } = renderField();

    await userEvent.type(input, 'squam');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      squamish.label,
      squamishValley.label,
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // A single letter is never searched; the last search is for the whole word.
    const searched = requests.map((request) => new URL(request.url).searchParams.get('q'));
    expect(searched.every((text) => (text ?? '').length >= 2)).toBe(true);
    expect(searched.at(-1)).toBe('squam');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(onSelect).toHaveBeenCalledWith(squamish);
    expect(input).toHaveValue(squamish.label);
    expect(list).not.toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a place with a click or a tap', async () => {
    stubPlaces([squamish]);
    const { input, onSelect } = renderField();
    await userEvent.type(input, 'squa');
    await userEvent.click(await screen.findByRole('option', { name: squamish.label }));
    expect(onSelect).toHaveBeenCalledWith(squamish);
    expect(input).toHaveValue(squamish.label);
  });

  it('closes the list on Escape without closing what it sits in, and keeps the typed text', async () => {
    stubPlaces([squamish]);
    const { input, onSelect, onOuterKey } = renderField();
    await userEvent.type(input, 'squa');
    await screen.findByRole('option', { name: squamish.label });

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
    expect(input).toHaveValue('squa');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not search one letter, and says when nothing was found', async () => {
    const requests = stubPlaces([]);
    const { input } = renderField();
    await userEvent.type(input, 'q');
    await userEvent.type(input, 'z');
    expect(await screen.findByText('No place found. Keep typing, or set the point on the map.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('q=qz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
