import { eventDraft } from '../event-draft.ts';
import {
  allowed,
  answers,
  eventOwnerOf,
  forbidden,
  GUIDE_CAPABILITY,
  PUBLIC,
  withPermission,
} from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Events: public reads. */
export const eventPublicReadRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/getevents',
    rule: 'Visitors search and view events without signing in.',
    access: PUBLIC,
    request: () => ({ url: '/api/getevents' }),
  },
  {
    method: 'GET',
    url: '/api/event/:id',
    rule: 'Visitors view events without signing in.',
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/api/event/${world.eventId}` }),
  },
  {
    method: 'POST',
    url: '/api/search-events/:query',
    rule: 'Visitors search events without signing in.',
    access: PUBLIC,
    request: () => ({ url: '/api/search-events/ice' }),
  },
  {
    method: 'POST',
    url: '/api/get-nearby-events',
    rule: 'Visitors search events near a place without signing in.',
    access: PUBLIC,
    request: () => ({ url: '/api/get-nearby-events', payload: { lat: 51.2, lng: -116.0, rad: 100 } }),
  },
  {
    method: 'GET',
    url: '/api/event-markers',
    rule: "The search screen's map: public like the search.",
    access: PUBLIC,
    request: () => ({ url: '/api/event-markers?query=ice' }),
  },
  {
    method: 'GET',
    url: '/api/reverse-geocode',
    rule: 'Names the place of a point for the nearby search and the wizard: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/reverse-geocode?lat=49.7&lng=-123.15' }),
  },
  {
    method: 'GET',
    url: '/api/places/search',
    rule: 'Places an address typed in the event wizard may mean: public like the reverse lookup, rate-limited.',
    access: PUBLIC,
    request: () => ({ url: '/api/places/search?q=squamish' }),
  },
  {
    method: 'POST',
    url: '/api/contactform',
    rule: "Ask a Question on the search screens: visitors and signed-in users alike (the server records who's signed in).",
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/contactform',
      payload: { email: `matrix-contact-${world.unique()}@example.test`, message: 'Is gear included?', event_id: 0 },
    }),
  },
];

/** Events: the guide's writes and lists. */
export const eventGuideRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/event',
    rule: "Guides create events (Calendar's wizard); a guide without a payout account cannot pass the wizard's first step.",
    access: {
      ...GUIDE_CAPABILITY,
      guideWithoutPayoutAccount: answers(409, "the payout account is not set up, the wizard's first step refuses"),
    },
    request: () => ({ url: '/api/event', payload: eventDraft() }),
  },
  {
    method: 'PUT',
    url: '/api/event/:id',
    rule: 'A guide edits its own events; the super admin and an admin holding the All Courses flag edit any. Only creating needs a payout account, not editing.',
    access: { ...GUIDE_CAPABILITY, otherGuide: forbidden, superAdmin: allowed, admin: withPermission('events') },
    request: async (caller, world) => ({
      url: `/api/event/${await world.newEventOf(eventOwnerOf(caller, world))}`,
      payload: eventDraft(),
    }),
  },
  {
    method: 'DELETE',
    url: '/api/event/:id',
    rule: 'A guide deletes its own events; the super admin and an admin holding the All Courses flag delete any from All Courses.',
    access: { ...GUIDE_CAPABILITY, otherGuide: forbidden, superAdmin: allowed, admin: withPermission('events') },
    request: async (caller, world) => ({
      url: `/api/event/${await world.newEventOf(eventOwnerOf(caller, world))}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/my-events',
    rule: "A guide's own courses (Calendar, All Courses); every course for the super admin and an admin holding the All Courses flag.",
    access: { ...GUIDE_CAPABILITY, superAdmin: allowed, admin: withPermission('events') },
    request: () => ({ url: '/api/my-events?type=all' }),
  },
];
