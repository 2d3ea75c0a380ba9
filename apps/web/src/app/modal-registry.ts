import type { ModalRegistry } from '../features/modals/modal-host.component.tsx';

/** The modal kinds the app can open today; features add theirs here as they land (spec 3 "Modal kinds"). */
export const MODAL_REGISTRY: ModalRegistry = {};
