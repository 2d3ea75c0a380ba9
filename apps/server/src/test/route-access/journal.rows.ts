import { daysFromNow } from '../factories.ts';
import { allowed, NOBODY, PUBLIC } from './route-access.rules.ts';
import type { Access, MatrixCaller, MatrixWorld, RouteAccess } from './route-access.types.ts';

/** Climbers only: the journal routes. */
const JOURNAL_KEEPERS: Access = { ...NOBODY, climber: allowed };

/** A climber asks about its own entry; anybody else about a new climber's. */
const diaryAuthorOf = async (caller: MatrixCaller, world: MatrixWorld): Promise<number> =>
  caller.user?.role === 'climber' ? caller.user.id : (await world.newUser({ role: 'climber' })).id;

const diaryDraft = () => ({
  dairy_title: 'Skaha: Doctor’s Wall',
  dairy_description: '<p>Warm granite gneiss.</p>',
  dairy_date: daysFromNow(-2),
  dairy_gallery: [],
  is_shared: false,
});

/** The Climbing Journal. */
export const journalRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/dairy',
    rule: 'Only climbers keep a Climbing Journal (route table: VideoDiary for climbers); a climber lists its own entries.',
    access: JOURNAL_KEEPERS,
    request: () => ({ url: '/api/dairy?search=skaha' }),
  },
  {
    method: 'POST',
    url: '/api/dairy',
    rule: 'Only climbers add journal entries.',
    access: JOURNAL_KEEPERS,
    request: () => ({ url: '/api/dairy', payload: diaryDraft() }),
  },
  {
    method: 'GET',
    url: '/api/dairy/:id',
    rule: 'A climber opens its own entry; every other role is refused whoever wrote it.',
    access: JOURNAL_KEEPERS,
    request: async (caller, world) => ({
      url: `/api/dairy/${await world.newDiaryOf(await diaryAuthorOf(caller, world))}`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/dairy/:id',
    rule: 'A climber edits its own entry.',
    access: JOURNAL_KEEPERS,
    request: async (caller, world) => ({
      url: `/api/dairy/${await world.newDiaryOf(await diaryAuthorOf(caller, world))}`,
      payload: diaryDraft(),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/dairy/:id',
    rule: 'A climber deletes its own entry.',
    access: JOURNAL_KEEPERS,
    request: async (caller, world) => ({
      url: `/api/dairy/${await world.newDiaryOf(await diaryAuthorOf(caller, world))}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/viewdiary/:diaryid',
    rule: 'A shared journal entry is public (spec 1: public diary viewing needs no login).',
    access: PUBLIC,
    request: async (_caller, world) => {
      const author = await world.newUser({ role: 'climber' });
      return { url: `/api/viewdiary/${await world.newDiaryOf(author.id, { shared: true })}` };
    },
  },
];
