import type { EVENT_COLORS } from '@cordee/shared/catalogue';

type EventColor = (typeof EVENT_COLORS)[number];

/**
 * Spec 2 §9's event colours as shades dark enough for white text (WCAG AA, 4.5:1), since the
 * calendar writes the event's name on it.
 */
export const EVENT_COLOR_HEX: Record<EventColor, string> = {
  purple: '#6d28d9',
  green: '#15803d',
  pink: '#be185d',
  blue: '#1d4ed8',
  red: '#b91c1c',
  yellow: '#a16207',
  brown: '#78350f',
};
