import type { ModalKind } from '../shell/modals/modal.store.ts';
import { ModalHost } from '../shell/modals/modal-host.component.tsx';
import { MODAL_REGISTRY } from './modal-registry.ts';

/**
 * The modal host with the app's registry of modal kinds. The registry (every kind's title and lazy body)
 * grows with each feature, so it loads with the first modal opened rather than with every page.
 */
export function AppModalHost() {
  return <ModalHost registry={MODAL_REGISTRY} />;
}

/** Downloads a modal kind's title words and body before it opens (a page that opens one from its address). */
export function preloadModal(kind: ModalKind): Promise<unknown> {
  const modal = MODAL_REGISTRY[kind];
  return Promise.all([modal?.catalogue?.(), modal?.Content.preload?.()]);
}
