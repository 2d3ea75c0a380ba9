// Kept apart from the events contracts (and free of zod), as payout-screen.ts is: the web app's route
// definitions read these paths on every page, and the server names the same screens.

/** The web app's public course search (ViewEvents): a visitor's front door, and where shared course links point. */
export const VIEW_EVENTS_SCREEN_PATH = '/viewevents';

/** The signed-in climber's course search (ExploreEvents); it opens a course named in its address as ViewEvents does. */
export const EXPLORE_EVENTS_SCREEN_PATH = '/explore-events';
