import { MODAL_REGISTRY } from '../app/modal-registry.ts';
import { ModalHost } from '../shell/modals/modal-host.component.tsx';

/**
 * The modal host with the app's registry, for feature tests that open a modal. Features may not import
 * the app layer, so their tests reach the registry through here.
 */
export function AppModalHost() {
  return <ModalHost registry={MODAL_REGISTRY} />;
}
