import { type ComponentType, createElement, lazy, useState } from 'react';

export type PreloadableLazy<P extends object> = ComponentType<P> & {
  /** Starts the download now; once it has arrived the component draws without suspending. */
  preload: () => Promise<ComponentType<P>>;
  /** Forgets a failed download, so the next draw (a Retry) downloads it anew. */
  reload: () => void;
};

/**
 * React.lazy, with a way round its one suspension. A lazy component suspends on its first draw even when
 * its module has long arrived, and React reveals a suspended part on a throttle of up to 300 ms: a chain
 * of them (the modal frame, then the modal's body) costs a shared course link most of a second on a phone
 * (`npm run bench:web -- --waterfall`). Preloaded, the component is drawn directly.
 *
 * Each mount keeps the form it started with (direct or lazy): switching would remount what is inside.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const createLazy = () => lazy(async () => ({ default: await preload() }));
  let Lazy = createLazy();

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module when its owner module loads, never during a render.
  function Preloadable(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Drawn, props);
  }
  return Object.assign(Preloadable, {
    preload,
    reload: () => {
      if (loaded) return;
      pending = undefined;
      Lazy = createLazy();
    },
  });
}
