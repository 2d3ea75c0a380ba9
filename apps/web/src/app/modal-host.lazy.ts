import { preloadableLazy } from '../lib/preloadable-lazy.ts';

/**
 * The dialog frame and the registry of modal kinds load with the first modal opened, not with every page;
 * a page that opens one from its address (a shared course link) preloads them beside the screen
 * (app/route-prefetch.ts).
 */
export const LazyModalHost = preloadableLazy(() =>
  import('./app-modal-host.component.tsx').then((host) => host.AppModalHost),
);
