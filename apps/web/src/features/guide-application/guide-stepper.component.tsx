import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  firstIncompleteStepBefore,
  GUIDE_STEPS,
  type GuideDraft,
  type GuideStep,
  isStepMarkedDone,
} from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';

/**
 * The five steps as numbered marks. The welcome column is too narrow for five labels, so the names are
 * read out to screen readers and shown on hover, and the current one is the heading below.
 */
export function GuideStepper({ current, draft }: { current: GuideStep; draft: GuideDraft }) {
  const { t } = useTranslation('guide-application');

  return (
    <nav aria-label={t('guideApplication.stepperLabel')}>
      <ol className="flex items-center">
        {GUIDE_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = isStepMarkedDone(draft, step);
          // A step the guard would let through; the others are not links, so nobody bounces off them.
          const reachable = firstIncompleteStepBefore(draft, step) === null;
          const label = t(`guideApplication.steps.${step}`);
          const name = t(done ? 'guideApplication.stepItemCompleted' : 'guideApplication.stepItem', {
            number: index + 1,
            label,
          });
          const mark = (
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold transition-colors ${
                isCurrent
                  ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                  : done
                    ? 'bg-brand-100 text-brand-800'
                    : 'border border-slate-300 bg-white text-slate-600'
              }`}
            >
              {done && !isCurrent ? <Check className="size-4" /> : index + 1}
            </span>
          );
          return (
            <li key={step} className="flex flex-1 items-center last:flex-none">
              {reachable && !isCurrent ? (
                <Link to={GUIDE_STEP_PATHS[step]} title={label} className="rounded-full">
                  {mark}
                  <span className="sr-only">{name}</span>
                </Link>
              ) : (
                <span title={label} aria-current={isCurrent ? 'step' : undefined}>
                  {mark}
                  <span className="sr-only">{name}</span>
                </span>
              )}
              {index < GUIDE_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`mx-1.5 h-0.5 flex-1 rounded ${done ? 'bg-brand-300' : 'bg-slate-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
