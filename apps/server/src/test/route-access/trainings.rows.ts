import { SIGNED_IN, TRAINING_MANAGERS } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Trainings (videos). */
export const trainingRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/training',
    rule: 'Every signed-in user lists trainings; each says whether the caller may play it (locked media withheld).',
    access: SIGNED_IN,
    request: () => ({ url: '/api/training' }),
  },
  {
    method: 'GET',
    url: '/api/training/plan-options',
    rule: 'The plans the Trainings form offers: those who manage trainings.',
    access: TRAINING_MANAGERS,
    request: () => ({ url: '/api/training/plan-options' }),
  },
  {
    method: 'GET',
    url: '/api/training/:id',
    rule: 'Every signed-in user opens a training; its media only when the caller may play it.',
    access: SIGNED_IN,
    request: async (_caller, world) => ({ url: `/api/training/${await world.newTraining()}` }),
  },
  {
    method: 'POST',
    url: '/api/training',
    rule: 'Adding trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: () => ({ url: '/api/training', payload: { training_title: 'Matrix footwork drills', plans: [] } }),
  },
  {
    method: 'PUT',
    url: '/api/training/:id',
    rule: 'Editing trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: async (_caller, world) => ({
      url: `/api/training/${await world.newTraining()}`,
      payload: { training_title: 'Matrix footwork drills, edited' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/training/:id',
    rule: 'Deleting trainings: the super admin, admins holding Videos.',
    access: TRAINING_MANAGERS,
    request: async (_caller, world) => ({ url: `/api/training/${await world.newTraining()}` }),
  },
];
