import type { TrainingPageSummary } from '@cordee/shared/training-programs.contracts';

/** The badge of a program card: 'Free' without plans, otherwise whether this viewer's plan opens it. */
export type ProgramBadge = 'free' | 'available' | 'subscriptionRequired';

export function programBadgeOf(program: Pick<TrainingPageSummary, 'plans' | 'userCanAccess'>): ProgramBadge {
  if (program.plans.length === 0) return 'free';
  return program.userCanAccess ? 'available' : 'subscriptionRequired';
}
