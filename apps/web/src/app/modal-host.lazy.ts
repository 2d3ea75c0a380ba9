import { preloadableLazy } from '../lib/preloadable-lazy.ts';

/**
 * The dialog frame loads with the first modal opened, not with every page; a page that opens one from its
 * address (a shared course link) preloads it beside the screen (app/route-prefetch.ts).
 */
export const LazyModalHost = preloadableLazy(() =>
  import('../shell/modals/modal-host.component.tsx').then((host) => host.ModalHost),
);
