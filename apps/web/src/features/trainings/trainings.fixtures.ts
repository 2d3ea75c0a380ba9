import type { Training, TrainingList } from '@cordee/shared/trainings.contracts';

/** A training as GET /api/training answers it to a caller who may play it. */
export function makeTraining(overrides: Partial<Training> = {}): Training {
  return {
    id: 7,
    training_title: 'Quiet feet on slab',
    training_description: '<p>Keep your <strong>heels low</strong>.</p>',
    training_gallery: [
      {
        type: 'video',
        key: `${'a'.repeat(32)}.mp4`,
        url: `/api/media/${'a'.repeat(32)}.mp4?exp=9999999999&sig=abc`,
        thumbnail: '/uploads/slab.jpg',
      },
      { type: 'image', key: `${'b'.repeat(32)}.jpg`, url: `/uploads/${'b'.repeat(32)}.jpg`, thumbnail: null },
      { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: null },
    ],
    plans: [1],
    required_plans: [{ id: 1, plan_name: 'Free', plan_monthly_price: 0 }],
    userCanPlay: true,
    userPlanName: 'free',
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A training the caller may not play: the server sends its thumbnails only. */
export function makeLockedTraining(overrides: Partial<Training> = {}): Training {
  return makeTraining({
    id: 8,
    training_title: 'Building a quad anchor',
    training_gallery: [{ type: 'video', thumbnail: '/uploads/anchor.jpg' }],
    plans: [2],
    required_plans: [{ id: 2, plan_name: 'Crag', plan_monthly_price: 1000 }],
    userCanPlay: false,
    ...overrides,
  });
}

export function makeTrainingList(rows: Training[]): TrainingList {
  return { data: rows, page: 1, per_page: 100, total: rows.length };
}
