import { PUBLIC, SUPER_ADMIN_ONLY, withPermission } from './route-access.rules.ts';
import type { Access, RouteAccess } from './route-access.types.ts';

const TRAINING_PAGES_RULE =
  'Training Pages Management: the super admin, or an admin holding the Training Programs flag (decision 0041).';

const TRAINING_PAGES_MANAGERS: Access = { ...SUPER_ADMIN_ONLY, admin: withPermission('training_pages') };

/** Training programs (Training Pages Management and the public pages). */
export const trainingProgramRows: RouteAccess[] = [
  // Managed by the super admin and admins holding the Training Programs flag (decision 0041: the flag
  // governs it, as every other staff screen's flag does).
  {
    method: 'GET',
    url: '/api/training-pages',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: () => ({ url: '/api/training-pages?search=anchor' }),
  },
  {
    method: 'GET',
    url: '/api/training-pages/public',
    rule: 'The public list of published programs: anyone, signed in or not (locked ones are flagged).',
    access: PUBLIC,
    request: () => ({ url: '/api/training-pages/public' }),
  },
  {
    method: 'GET',
    url: '/api/training-pages/slug/:slug',
    rule: 'A published program is public; its plans decide who reads its sections (a free one: everyone).',
    access: PUBLIC,
    request: async (_caller, world) => ({ url: `/api/training-pages/slug/${(await world.newTrainingPage()).slug}` }),
  },
  {
    method: 'GET',
    url: '/api/training-pages/:id',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: async (_caller, world) => ({ url: `/api/training-pages/${(await world.newTrainingPage()).id}` }),
  },
  {
    method: 'POST',
    url: '/api/training-pages',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: () => ({
      url: '/api/training-pages',
      payload: { title: 'Matrix multi-pitch', is_published: 1, sections: [{ title: '<p>Belay transitions</p>' }] },
    }),
  },
  {
    method: 'PUT',
    url: '/api/training-pages/:id',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: async (_caller, world) => ({
      url: `/api/training-pages/${(await world.newTrainingPage()).id}`,
      payload: { title: 'Matrix rappelling', is_published: 0 },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/training-pages/:id',
    rule: TRAINING_PAGES_RULE,
    access: TRAINING_PAGES_MANAGERS,
    request: async (_caller, world) => ({ url: `/api/training-pages/${(await world.newTrainingPage()).id}` }),
  },
];
