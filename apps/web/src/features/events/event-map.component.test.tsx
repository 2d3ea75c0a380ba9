import { describe, expect, it } from 'vitest';
import { priceMarkerElement } from './event-map.component.tsx';

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
