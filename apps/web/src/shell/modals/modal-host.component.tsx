import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentType, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { closeModal, type ModalKind, useOpenModal } from './modal.store.ts';

export type ModalContentProps = { props: Record<string, unknown>; close: () => void };
export type ModalDefinition = {
  /** Every dialog needs an accessible name; read at render time so it follows the current language. */
  title: () => string;
  description?: () => string;
  Content: ComponentType<ModalContentProps>;
  /** Wide modals hold a whole screen's worth (the event wizard in edit mode, a course's details). */
  size?: 'default' | 'wide';
};
export type ModalRegistry = Partial<Record<ModalKind, ModalDefinition>>;

/**
 * Renders the open modal of the modal store. Radix traps focus inside, closes on Escape and returns
 * focus to the element that was focused when the modal opened.
 */
export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const { t } = useTranslation();
  const open = useOpenModal();
  const definition = open ? registry[open.kind] : undefined;
  // Opened from a store, the dialog has no Radix trigger to give focus back to; it remembers the opener.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={Boolean(definition)} onOpenChange={(isOpen) => !isOpen && closeModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        {definition && open && (
          <Dialog.Content
            className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${definition.size === 'wide' ? 'max-w-4xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl`}
            {...(definition.description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openerRef.current?.focus();
            }}
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{definition.title()}</Dialog.Title>
              <Dialog.Close
                className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100"
                aria-label={t('common.close')}
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {definition.description && (
              <Dialog.Description className="mb-4 text-sm text-slate-600">
                {definition.description()}
              </Dialog.Description>
            )}
            {/* A modal's code may load on first open: the frame and title show at once, the body follows. */}
            <Suspense fallback={<ModalBodyLoader />}>
              <definition.Content props={open.props} close={closeModal} />
            </Suspense>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
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
