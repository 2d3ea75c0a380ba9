/** Bounds of a training program: every text, list and count has one. */
export const TRAINING_PROGRAM_LIMITS = {
  title: 150,
  slug: 80,
  /** A slug as typed, before it is folded and cut to `slug`. */
  slugInput: 200,
  sections: 30,
  sectionImages: 2,
  sectionTitleHtml: 1_000,
  sectionBodyHtml: 20_000,
  skills: 20,
  skillTitle: 200,
  skillBody: 4_000,
  skillLearnText: 2_000,
  skillPracticeText: 2_000,
  footnote: 2_000,
  plans: 20,
  imageReference: 500,
  order: 1_000_000,
} as const;

/** How a program names a plan that was deleted since (it stays locked rather than becoming free). */
export const UNKNOWN_PLAN_NAME = 'Unknown Plan';
