import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { isApiError, NO_RESPONSE_STATUS } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { AccountLoadState } from './account-panel.component.tsx';
import { GuideApplicationDetails } from './guide-application-details.component.tsx';
import { useAcceptGuide, useDeclineGuide, useGuide } from './staff-guides.api.ts';

function guideIdOf(props: Record<string, unknown>): number | null {
  const id = props.guideId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Another reviewer got there first (approved or declined it): nothing is left to decide here. */
function isAlreadyReviewed(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

type Decision = 'accept' | 'decline';

/**
 * The new-guide approval modal (`new_guide`, props `{ guideId }`): the whole application, then Accept
 * (the server approves it and emails the invitation to create the login) or Decline (asked once more:
 * the application is removed and the applicant told). Opened from "Approve guide" on the Guides screen
 * and from the "There is a new guide sign up" notification.
 */
export function NewGuideModal({ props, close }: ModalContentProps) {
  const { t } = useTranslation('staff-accounts');
  const guideId = guideIdOf(props);
  const guide = useGuide(guideId);
  const accept = useAcceptGuide();
  const decline = useDeclineGuide();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (guideId === null) return <FormAlert message={t('staffAccounts.newGuide.missing')} />;
  if (!guide.data) return <AccountLoadState query={guide} />;
  const application = guide.data;

  const decide = async (decision: Decision) => {
    setDeciding(decision);
    setFailure(null);
    try {
      const answer = decision === 'accept' ? await accept.mutateAsync(guideId) : await decline.mutateAsync(guideId);
      showAlert('success', noticeOf(answer));
      close();
    } catch (error) {
      if (isAlreadyReviewed(error) && isApiError(error)) {
        showAlert('danger', messageOf(error));
        close();
        return;
      }
      setFailure(isApiError(error) && error.status !== NO_RESPONSE_STATUS ? messageOf(error) : t('errors.noResponse'));
    } finally {
      setDeciding(null);
      setConfirmingDecline(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <GuideApplicationDetails guide={application} />
      <FormAlert message={failure} />
      {application.is_approved ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t('staffAccounts.newGuide.alreadyApproved')}
        </p>
      ) : confirmingDecline ? (
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p role="alert" className="text-sm text-red-900">
            {t('staffAccounts.newGuide.declineConfirm')}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={deciding !== null} onClick={() => setConfirmingDecline(false)}>
              {t('staffAccounts.newGuide.declineNo')}
            </Button>
            <button
              type="button"
              disabled={deciding !== null}
              aria-busy={deciding === 'decline' || undefined}
              onClick={() => void decide('decline')}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/80"
            >
              {t('staffAccounts.newGuide.declineYes')}
            </button>
          </div>
        </div>
      ) : (
        <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            className="text-red-700"
            disabled={deciding !== null}
            onClick={() => setConfirmingDecline(true)}
          >
            {t('staffAccounts.newGuide.decline')}
          </Button>
          <Button busy={deciding === 'accept'} disabled={deciding !== null} onClick={() => void decide('accept')}>
            {t('staffAccounts.newGuide.accept')}
          </Button>
        </div>
      )}
    </div>
  );
}
