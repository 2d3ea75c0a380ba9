import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';
import type { StepError } from './submission-errors.ts';

export type SubmissionFailure = { message: string; elsewhere: StepError[] };

/**
 * The banner of a refused application on the references step. Messages about earlier steps
 * link back to them; the step then shows the message under its input.
 */
export function SubmissionBanner({ failure, ref }: { failure: SubmissionFailure; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('guide-application');
  // The server's message is the first field message; shown once, not again above its own link.
  const showMessage = !failure.elsewhere.some((error) => error.message === failure.message);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800 focus:outline-none"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold">{t('guideApplication.submission.failed')}</p>
        {showMessage && <p>{failure.message}</p>}
        {failure.elsewhere.length > 0 && (
          <ul className="flex flex-col gap-1.5">
            {failure.elsewhere.map((error) => (
              <li key={error.path}>
                {error.message}{' '}
                <Link
                  to={GUIDE_STEP_PATHS[error.step]}
                  className="font-semibold text-red-900 underline underline-offset-4"
                >
                  {t('guideApplication.submission.goBackTo', { step: t(`guideApplication.steps.${error.step}`) })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
