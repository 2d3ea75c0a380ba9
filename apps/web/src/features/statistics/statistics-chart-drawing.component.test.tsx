import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartDrawing } from './statistics-chart-drawing.component.tsx';

// jsdom has no layout: the drawing is checked for its parts here, and for how it looks in the browser
// journey and the screenshots.
describe('ChartDrawing', () => {
  // Chartist reads its responsive options through matchMedia, which jsdom lacks.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  it('draws a bar per day with the days as "MMM DD, YYYY" labels', async () => {
    const { container } = render(
      <ChartDrawing
        kind="days"
        label="Sign-ups"
        rows={[
          { day: '2026-11-02', count: 1 },
          { day: '2026-11-03', count: 4 },
        ]}
      />,
    );
    // Chartist draws once the current task has ended.
    await vi.waitFor(() => expect(container.querySelectorAll('.ct-bar')).toHaveLength(2));
    expect(container.textContent).toContain('Nov 02, 2026');
  });

  it('draws the locations as horizontal bars, the busiest first, with long addresses cut', async () => {
    const { container } = render(
      <ChartDrawing
        kind="locations"
        label="Locations"
        rows={[
          { address: 'Squamish Chief, Squamish, British Columbia', count: 5 },
          { address: 'Lake Louise, AB', count: 2 },
        ]}
      />,
    );
    await vi.waitFor(() => expect(container.querySelectorAll('.ct-bar')).toHaveLength(2));
    expect(container.querySelector('.ct-horizontal-bars')).not.toBeNull();
    const labels = [...container.querySelectorAll('.ct-label.ct-vertical')].map((label) => label.textContent);
    expect(labels).toContain('Squamish Chief, Squ…');
    expect(labels).toContain('Lake Louise, AB');
  });
});
