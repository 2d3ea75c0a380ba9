import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { WarningDialog } from '../../components/ui/warning-dialog.component.tsx';
import { isApiError, NO_RESPONSE_STATUS } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { i18n } from '../../lib/i18n.ts';
import { type NoticeAnswer, noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../alerts/alert.store.ts';

/** Spec 3 §8 "Delete failure": the server's message, or the unknown-error text when no answer came. */
export function deleteFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.status === NO_RESPONSE_STATUS) return i18n.t('deleteConfirm.unknownError');
  return messageOf(error);
}

type DeleteConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is deleted, in lower case as mid-sentence words are ("admin", "guide", "event"), translated. */
  type: string;
  /** Runs the delete and resolves to the server's answer, whose notice the success alert words by its code. */
  onConfirm: () => Promise<NoticeAnswer>;
  /**
   * Where focus goes when the dialog closes and the button that opened it has gone with the deleted
   * row; without it, focus would fall back to the page body.
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
};

/**
 * The shared delete confirmation: 'Delete {type}', the question, and
 * 'Yes, Delete' / 'Cancel'. It shows the outcome as an alert and closes either way.
 * An alert dialog: focus starts on Cancel, so Enter never deletes by accident.
 */
export function DeleteConfirmDialog({ open, onOpenChange, type, onConfirm, fallbackFocus }: DeleteConfirmProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      showAlert('success', noticeOf(await onConfirm()));
    } catch (error) {
      showAlert('danger', deleteFailureMessage(error));
    } finally {
      setDeleting(false);
      onOpenChange(false);
    }
  };

  if (!open) return null;
  return (
    <WarningDialog
      title={t('deleteConfirm.title', { type })}
      body={t('deleteConfirm.body', { type })}
      busy={deleting}
      cancelLabel={t('deleteConfirm.cancel')}
      onCancel={() => onOpenChange(false)}
      fallbackFocus={fallbackFocus}
      action={
        // The design system has no destructive button yet; this one matches its shape.
        <button
          type="button"
          disabled={deleting}
          aria-busy={deleting || undefined}
          onClick={() => void confirm()}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 active:bg-red-900 disabled:cursor-not-allowed disabled:bg-red-700/80"
        >
          {deleting && <Spinner className="size-4" />}
          {deleting ? t('deleteConfirm.deleting') : t('deleteConfirm.confirm')}
        </button>
      }
    />
  );
}
