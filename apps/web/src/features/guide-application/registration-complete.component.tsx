import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { clearGuideDraft, firstIncompleteStepBefore, readGuideDraft } from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS, SUCCESS_STATUS } from './guide-steps.ts';

/**
 * The end of the application. Only a sent application opens it (the draft's completed
 * marker); anyone else goes to the first step not done. The content shows only for status=success.
 */
export function RegistrationComplete({ status }: { status: string | null }) {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  // Read once: "Back to homepage" clears the draft on its way out, which must not trigger the guard.
  const [draft] = useState(readGuideDraft);

  if (!draft.completed) {
    const missing = firstIncompleteStepBefore(draft, 'done') ?? 'references';
    return <Navigate to={GUIDE_STEP_PATHS[missing]} replace />;
  }

  const backHome = () => {
    clearGuideDraft();
    navigate('/', { replace: true });
  };

  if (status !== SUCCESS_STATUS) {
    return (
      <div className="flex flex-col items-start gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t('guideRegistrationComplete.unavailable')}
        </h1>
        <Button onClick={backHome}>{t('guideRegistrationComplete.backHome')}</Button>
      </div>
    );
  }

  const nextSteps = [
    t('guideRegistrationComplete.review'),
    t('guideRegistrationComplete.call'),
    t('guideRegistrationComplete.decision'),
    t('guideRegistrationComplete.profile'),
  ];

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <span className="self-start rounded-full bg-brand-50 p-3 text-brand-700">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
          {t('guideRegistrationComplete.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('guideRegistrationComplete.title')}</h1>
      </div>
      <section aria-labelledby="guide-next-steps" className="flex flex-col gap-4">
        <h2 id="guide-next-steps" className="text-lg font-semibold text-slate-900">
          {t('guideRegistrationComplete.nextSteps')}
        </h2>
        <ol className="flex flex-col gap-3">
          {nextSteps.map((text, index) => (
            <li key={text} className="flex items-start gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{text}</span>
            </li>
          ))}
        </ol>
      </section>
      <Button onClick={backHome} className="self-start">
        {t('guideRegistrationComplete.backHome')}
      </Button>
    </div>
  );
}
