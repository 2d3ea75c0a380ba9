import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.hook.ts';
import { firstIncompleteStepBefore, GUIDE_STEPS, type GuideStep, readGuideDraft } from './guide-draft.store.ts';
import { GuideStepper } from './guide-stepper.component.tsx';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';

type GuideStepFrameProps = { step: GuideStep; intro: string; children: ReactNode };

/**
 * Every application step: the step guard (an earlier step not done sends the guide there), the
 * stepper and the heading. The guard lives here rather than in a route loader because the draft is the
 * only input it needs and the route table's access kinds are shared by every screen.
 */
export function GuideStepFrame({ step, intro, children }: GuideStepFrameProps) {
  const { t } = useTranslation('guide-application');
  // Read once per visit: the draft only changes as the guide leaves the step, and re-reading it then
  // would redirect mid-navigation.
  const [draft] = useState(readGuideDraft);
  const missing = firstIncompleteStepBefore(draft, step);
  const title = t(`guideApplication.steps.${step}`);
  useDocumentTitle(title);

  if (missing) return <Navigate to={GUIDE_STEP_PATHS[missing]} replace />;

  return (
    <div className="flex flex-col gap-8">
      <GuideStepper current={step} draft={draft} />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
          {t('guideApplication.stepOf', { step: GUIDE_STEPS.indexOf(step) + 1, total: GUIDE_STEPS.length })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </div>
  );
}
