import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { EventMap, priceMarkerElement } from './event-map.component.tsx';

describe('priceMarkerElement (C6)', () => {
  it('keeps an event name full of markup as text: no element, handler or script is created', () => {
    const name = '<img src=x onerror="window.__xss=1"><svg onload=window.__xss=1><script>window.__xss=1</script>';
    const element = priceMarkerElement('CA$120', name, false);

    expect(element.textContent).toBe(`${name}: CA$120`);
    expect(element.querySelectorAll('img, svg, script')).toHaveLength(0);
    expect(element.innerHTML).toContain('&lt;img src=x onerror="window.__xss=1"&gt;');
  });

  it('shows the price as the visible label and names the event for screen readers', () => {
    const element = priceMarkerElement('CA$425', 'Grand Wall', true);
    const [name, price] = Array.from(element.children);
    expect(name).toHaveClass('sr-only');
    expect(name).toHaveTextContent('Grand Wall:');
    expect(price).toHaveTextContent('CA$425');
  });
});

// The markers themselves need a real layout engine (e2e/event-search.e2e.ts); the note does not.
describe('EventMap', () => {
  const course = {
    id: 3,
    event_name: 'Grand Wall',
    latitude: 49.68,
    longitude: -123.15,
    address: 'Squamish, BC',
    min_price: 42_500,
    max_price: 42_500,
    other_location: [],
  };

  it('says when the search has more courses than the map holds', async () => {
    answerEventServer();
    renderScreen(<EventMap events={[course]} truncated onOpen={() => {}} />);
    const map = await screen.findByRole('region', { name: 'Map of the courses' });
    expect(map).toHaveTextContent('Showing the first 5,000 courses on the map; refine the search to see the others.');
  });

  it('has no note when every course is on the map', async () => {
    answerEventServer();
    renderScreen(<EventMap events={[course]} truncated={false} onOpen={() => {}} />);
    expect(await screen.findByRole('region', { name: 'Map of the courses' })).not.toHaveTextContent(
      'Showing the first',
    );
  });
});
