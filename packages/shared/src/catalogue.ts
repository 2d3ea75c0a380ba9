/** Business constants, shared by the forms and the server's validation. */

export const GENDERS = ['male', 'female', 'non-binary', 'other', 'prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];
export const OTHER_GENDER_MAX_LENGTH = 16;

export const CLIMBER_SKILLS = [
  'Top rope',
  'Leading',
  'Multi pitch',
  'Trad',
  'Rapelling',
  'Anchors',
  "I'm a beginner",
] as const;
export const BEGINNER_SKILLS = ['Belaying', 'Trad', 'Rapelling', 'Anchors'] as const;

export const CLIMBING_ACTIVITIES = ['Mountaineering', 'Ice climbing', 'Dry tooling', 'Rock Climbing'] as const;
export const ACTIVITY_LEVEL_MIN = 0;
export const ACTIVITY_LEVEL_MAX = 100;

export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Event and guide-experience categories; Other carries a custom name (alias). */
export const CATEGORIES = [
  'Ice Climbing',
  'Rock Climbing',
  'Mixed Climbing',
  'Mountaineering',
  'Hiking',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const OTHER_EXPERIENCE_NAME_MAX_LENGTH = 18;

export const EVENT_COLORS = ['purple', 'green', 'pink', 'blue', 'red', 'yellow', 'brown'] as const;

/** Comma-separated free text as a clean list (awards, extra skills, skills to learn). */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
