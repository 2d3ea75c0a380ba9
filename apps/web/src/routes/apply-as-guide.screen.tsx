import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button.component.tsx';
import {
  clearSignUpDrafts,
  GUIDE_STEPS,
  hasStoredGuideDraft,
} from '../features/guide-application/guide-draft.store.ts';
import { GUIDE_STEP_PATHS } from '../features/guide-application/guide-steps.ts';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

export function ApplyAsGuideScreen() {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  useDocumentTitle(t('applyAsGuide.documentTitle'));

  const getStarted = () => {
    // Spec 1 §4: an application started earlier is dropped, and with it any climber wizard draft.
    if (hasStoredGuideDraft()) clearSignUpDrafts();
    navigate(GUIDE_STEP_PATHS['company-info']);
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('applyAsGuide.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('applyAsGuide.title')}</h1>
        <p className="text-base text-slate-700">{t('applyAsGuide.intro')}</p>
      </div>
      <section aria-labelledby="apply-steps" className="flex flex-col gap-3">
        <h2 id="apply-steps" className="text-sm font-semibold text-slate-900">
          {t('applyAsGuide.stepsLabel')}
        </h2>
        <ol className="flex flex-col gap-2.5">
          {GUIDE_STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-3 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xs font-semibold text-slate-700"
              >
                {index + 1}
              </span>
              {t(`guideApplication.steps.${step}`)}
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => navigate(-1)} className="sm:flex-1">
          {t('common.back')}
        </Button>
        <Button onClick={getStarted} className="sm:flex-1">
          {t('applyAsGuide.getStarted')}
        </Button>
      </div>
    </div>
  );
}
