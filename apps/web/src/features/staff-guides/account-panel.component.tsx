import { BadgeCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoadableQuery, PanelLoadState } from '../../shell/list-and-panel/list-and-panel.component.tsx';

/** "Verified", or "Unverified" with the warning badge of an application waiting for review. */
export function GuideStatusBadge({ approved }: { approved: boolean }) {
  const { t } = useTranslation('staff-accounts');
  if (approved) {
    return (
      <span className="inline-flex items-center justify-self-start gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 ring-inset">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {t('staffAccounts.status.verified')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center justify-self-start gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset">
      <TriangleAlert aria-hidden="true" className="size-3.5 text-amber-700" />
      {t('staffAccounts.status.unverified')}
      <span className="sr-only">({t('staffAccounts.status.unverifiedWarning')})</span>
    </span>
  );
}

/** Whether the account's owner has confirmed their email address. */
export function EmailStatusBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('staff-accounts');
  return verified ? (
    <span className="inline-flex items-center justify-self-start gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('staffAccounts.status.emailVerified')}
    </span>
  ) : (
    <span className="inline-flex items-center justify-self-start gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-300 ring-inset">
      {t('staffAccounts.status.emailNotVerified')}
    </span>
  );
}

/** A label and its value, as the detail panels list an account's facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The date an account was created, in the reader's language ("Nov 27, 2026"). */
export function formatJoined(createdAt: string, language: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** The loading and failure states of a detail panel or modal that fetches one account. */
export function AccountLoadState({ query }: { query: LoadableQuery }) {
  const { t } = useTranslation('staff-accounts');
  return (
    <PanelLoadState
      query={query}
      loadingLabel={t('staffAccounts.panel.loading')}
      notFound={t('staffAccounts.panel.notFound')}
    />
  );
}
