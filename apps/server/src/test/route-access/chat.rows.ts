import { allowed, forbidden, GUIDE_CAPABILITY, NOBODY, SIGNED_IN, withPermission } from './route-access.rules.ts';
import type { Access, MatrixCaller, MatrixWorld, RouteAccess } from './route-access.types.ts';

/**
 * Somebody the caller may write to: for a climber, a new guide it has just asked to book; for a guide,
 * a new climber who asked to book one of its trips; for anybody else, a new climber it shares nothing
 * with (staff write to anyone, others are refused).
 */
const chatCounterpartOf = async (caller: MatrixCaller, world: MatrixWorld): Promise<number> => {
  if (caller.user?.role === 'climber') {
    const guide = await world.newUser({ role: 'guide', isApproved: true });
    await world.newBookingRequest({ guideId: guide.id, climberId: caller.user.id, status: 'requested' });
    return guide.id;
  }
  const climber = await world.newUser({ role: 'climber' });
  if (caller.user?.role === 'guide' && caller.kind !== 'pendingGuide') {
    await world.newBookingRequest({ guideId: caller.user.id, climberId: climber.id, status: 'requested' });
  }
  return climber.id;
};

/**
 * Who may write to a counterpart it has no conversation with yet: climbers and approved guides with the
 * other party of a booking, staff (the super admin, an admin with the Chats flag) with anyone. An admin
 * without the flag shares nothing with the new climber, and a guide applicant is kept out of chat.
 */
const CHAT_STARTERS: Access = {
  ...GUIDE_CAPABILITY,
  climber: allowed,
  superAdmin: allowed,
  admin: withPermission('chats_admin'),
};

/** Every role but a guide applicant whose review is pending. */
const CHATTERS: Access = { ...SIGNED_IN, pendingGuide: forbidden };

/** Chat. */
export const chatRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/send-chat',
    rule: 'Chat send: the parties of a booking write to each other, staff with the Chats flag to anyone.',
    access: CHAT_STARTERS,
    request: async (caller, world) => ({
      url: '/api/send-chat',
      payload: { message: 'Hello from the matrix', recipient_id: await chatCounterpartOf(caller, world) },
    }),
  },
  {
    method: 'GET',
    url: '/api/fetch-this-chat/:recipient_id',
    rule: 'A conversation not started yet opens to whoever may start it: the same callers as chat send.',
    access: CHAT_STARTERS,
    request: async (caller, world) => ({ url: `/api/fetch-this-chat/${await chatCounterpartOf(caller, world)}` }),
  },
  {
    method: 'GET',
    url: '/api/chats',
    variant: 'Recent',
    rule: 'Every role lists its own conversations (spec 3 route table: chats for all).',
    access: CHATTERS,
    request: () => ({ url: '/api/chats?tab=recent' }),
  },
  {
    method: 'GET',
    url: '/api/chats',
    variant: 'Guides tab',
    rule: 'The Guides and Climbers tabs are shown to the super admin and admins with the Chats flag only.',
    access: { ...NOBODY, superAdmin: allowed, admin: withPermission('chats_admin') },
    request: () => ({ url: '/api/chats?tab=guides' }),
  },
  {
    method: 'POST',
    url: '/api/chats/:recipient_id/block',
    rule: 'Blocking a conversation the caller has or could start: the same callers as chat send.',
    access: CHAT_STARTERS,
    request: async (caller, world) => ({ url: `/api/chats/${await chatCounterpartOf(caller, world)}/block` }),
  },
  {
    method: 'DELETE',
    url: '/api/chats/:recipient_id/block',
    rule: 'Unblocking: every role may lift its own block (nothing to lift is no error).',
    access: CHATTERS,
    request: async (_caller, world) => ({
      url: `/api/chats/${(await world.newUser({ role: 'climber' })).id}/block`,
    }),
  },
];
