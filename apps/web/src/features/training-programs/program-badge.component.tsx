import type { TrainingPageSummary } from '@cordee/shared/training-programs.contracts';
import { useTranslation } from 'react-i18next';
import { type ProgramBadge, programBadgeOf } from './program-access.ts';

const STYLES: Record<ProgramBadge, string> = {
  free: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  available: 'bg-brand-50 text-brand-800 ring-brand-200',
  subscriptionRequired: 'bg-amber-50 text-amber-900 ring-amber-300',
};

export function ProgramBadgeView({ program }: { program: Pick<TrainingPageSummary, 'plans' | 'userCanAccess'> }) {
  const { t } = useTranslation('training-programs');
  const badge = programBadgeOf(program);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[badge]}`}
    >
      {t(`trainingPrograms.badge.${badge}`)}
    </span>
  );
}
