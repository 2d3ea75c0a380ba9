import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useSearchConfig } from '../../session/public-config.api.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';

/**
 * book_meeting, 'Book a meeting': the third-party scheduling page of the deployment in a
 * frame. The modal's content exists only while it is open, so the page loads on demand, never with
 * the search screen. The frame is sandboxed to what a booking widget needs.
 */
export function BookMeeting({ close }: ModalContentProps) {
  const { t } = useTranslation('event-search');
  const { data: config, isPending } = useSearchConfig();
  const [loaded, setLoaded] = useState(false);
  const url = config?.schedulingUrl ?? null;

  return (
    <div className="flex flex-col gap-5">
      {isPending ? (
        <LoadingLine text={t('eventSearch.meeting.loading')} />
      ) : url ? (
        <div className="relative h-[65vh] min-h-96 overflow-hidden rounded-lg border border-slate-200">
          {!loaded && (
            <div className="absolute inset-0 flex items-center justify-center">
              <LoadingLine text={t('eventSearch.meeting.loading')} />
            </div>
          )}
          <iframe
            src={url}
            title={t('eventSearch.meeting.frameTitle')}
            onLoad={() => setLoaded(true)}
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            className="size-full"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('eventSearch.meeting.unavailable')}</p>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4 text-brand-700" />
      {text}
    </p>
  );
}
