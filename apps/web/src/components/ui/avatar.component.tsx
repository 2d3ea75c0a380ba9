import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { initialsOf } from '../../lib/format.ts';

const FALLBACK_COLOR = '#1f665c';

/** Users get one of the event colours by name (the user's `color`); these are their shades. */
const NAMED_COLORS: Record<string, string> = {
  purple: '#7c3aed',
  green: '#15803d',
  pink: '#db2777',
  blue: '#2563eb',
  red: '#dc2626',
  yellow: '#facc15',
  brown: '#92400e',
};

/** A named colour, a hex colour, or the brand colour when the value is neither. */
export function avatarBackground(color: string | null | undefined): string {
  if (!color) return FALLBACK_COLOR;
  const named = NAMED_COLORS[color.trim().toLowerCase()];
  if (named) return named;
  return relativeLuminance(color) === null ? FALLBACK_COLOR : color;
}
const DARK_TEXT = '#0f172a';
/** Relative luminance of DARK_TEXT (slate-900). */
const DARK_TEXT_LUMINANCE = 0.0088;
const LIGHT_TEXT = '#ffffff';

/** Picks the text colour with the higher contrast on the user's colour, so initials stay readable. */
export function readableTextOn(background: string): string {
  const luminance = relativeLuminance(background);
  if (luminance === null) return LIGHT_TEXT;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / (DARK_TEXT_LUMINANCE + 0.05);
  return contrastWithWhite >= contrastWithDark ? LIGHT_TEXT : DARK_TEXT;
}

function relativeLuminance(color: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
} as const;
/** The same sizes in CSS pixels, for the image's width and height (its box before the picture arrives). */
const PIXELS = { sm: 32, md: 40, lg: 56 } as const satisfies Record<keyof typeof SIZES, number>;

type AvatarProps = {
  name: string;
  color?: string | null;
  pictureUrl?: string | null;
  size?: keyof typeof SIZES;
};

/** The user's picture, or their initials on their colour. Decorative: the name is always written nearby. */
export function Avatar({ name, color, pictureUrl, size = 'md' }: AvatarProps) {
  if (pictureUrl) {
    // An uploaded picture has a 320-px preview: ample for a 56-px circle, a fraction of the full photo.
    return (
      <img
        src={thumbnailUrlOf(pictureUrl)}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        decoding="async"
        className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  const background = avatarBackground(color);
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: background, color: readableTextOn(background) }}
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full font-semibold select-none`}
    >
      {initialsOf(name)}
    </span>
  );
}
