import { X } from 'lucide-react';
import { type ComponentType, Suspense, useEffect, useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/ui/modal-dialog.component.tsx';
import { PartLoadBoundary } from '../../components/ui/part-load-boundary.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { closeModal, type ModalKind, useOpenModal } from './modal.store.ts';

export type ModalContentProps = { props: Record<string, unknown>; close: () => void };
export type ModalDefinition = {
  /** Every dialog needs an accessible name; read at render time so it follows the current language. */
  title: () => string;
  description?: () => string;
  /**
   * Loaded lazily: `reload` forgets a failed download so Try again fetches it anew; `preload` fetches it
   * before the modal opens (a shared link that opens it).
   */
  Content: ComponentType<ModalContentProps> & { reload?: () => void; preload?: () => Promise<unknown> };
  /**
   * Loads the namespace the title is written in (lib/i18n.ts): the registry loads with the first modal,
   * the namespaces with the first modal using each. The body's components name the ones they use.
   */
  catalogue?: () => Promise<unknown>;
  /** Wide modals hold a whole screen's worth (the event wizard in edit mode, a course's details). */
  size?: 'default' | 'wide';
};
export type ModalRegistry = Partial<Record<ModalKind, ModalDefinition>>;

/** Modal kinds whose title's namespace has arrived (or failed: the title's key shows then). */
const titleCataloguesLoaded = new WeakSet<ModalDefinition>();

/**
 * Renders the open modal of the modal store in a modal `<dialog>`: the page behind is inert, Escape and
 * the backdrop close it, and focus returns to the element that was focused when it opened.
 */
export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const { t } = useTranslation();
  const open = useOpenModal();
  const asked = open ? registry[open.kind] : undefined;
  const [, titleCatalogueArrived] = useReducer((count: number) => count + 1, 0);
  const waitingForTitle = Boolean(asked?.catalogue) && !titleCataloguesLoaded.has(asked as ModalDefinition);
  useEffect(() => {
    if (!asked?.catalogue || titleCataloguesLoaded.has(asked)) return;
    let mounted = true;
    void asked
      .catalogue()
      .catch(() => {})
      .then(() => {
        titleCataloguesLoaded.add(asked);
        if (mounted) titleCatalogueArrived();
      });
    return () => {
      mounted = false;
    };
  }, [asked]);
  // The dialog opens once its title can be written (a few hundred bytes, usually fetched beside the body).
  const definition = waitingForTitle ? undefined : asked;
  const titleId = useId();
  const descriptionId = useId();
  if (!definition || !open) return null;

  return (
    <ModalDialog
      onDismiss={closeModal}
      labelledBy={titleId}
      describedBy={definition.description ? descriptionId : undefined}
      className={`m-auto max-h-[90vh] w-[calc(100vw-2rem)] ${definition.size === 'wide' ? 'max-w-4xl' : 'max-w-lg'} rounded-2xl shadow-2xl`}
      bodyClassName="max-h-[90vh] overflow-y-auto p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {definition.title()}
        </h2>
        <button
          type="button"
          onClick={closeModal}
          className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100"
          aria-label={t('common.close')}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {definition.description && (
        <p id={descriptionId} className="mb-4 text-sm text-slate-600">
          {definition.description()}
        </p>
      )}
      {/* A modal's code may load on first open: the frame and title show at once, the body follows. */}
      <PartLoadBoundary key={open.kind} className="py-8" onRetry={() => definition.Content.reload?.()}>
        <Suspense fallback={<ModalBodyLoader />}>
          <definition.Content props={open.props} close={closeModal} />
        </Suspense>
      </PartLoadBoundary>
    </ModalDialog>
  );
}

function ModalBodyLoader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-modal-body-loading
      className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600"
    >
      <Spinner className="size-5 text-brand-700" />
      {t('common.loading')}
    </div>
  );
}
