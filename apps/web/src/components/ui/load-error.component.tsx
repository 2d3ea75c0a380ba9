import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/error-message.ts';
import { Button } from './button.component.tsx';

type LoadErrorProps = {
  /** The failure of the query; its message says what happened (busy server, no connection…). */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * What a screen shows in place of data it could not load: the reason, and "Try again". A refused or
 * unanswered call (an overloaded server sheds API calls) usually passes, so trying again is the way on.
 */
export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">
      <p role="alert" className="flex items-start gap-2.5">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {messageOf(error)}
      </p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('errors.tryAgain')}
      </Button>
    </div>
  );
}
