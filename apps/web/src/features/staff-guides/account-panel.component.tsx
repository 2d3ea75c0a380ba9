import { BadgeCheck, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import '../../locales/staff-accounts.catalogue.ts';

/** From this width the detail panel sits beside the list; below, it is a drawer over the screen. */
export const PANEL_BESIDE_FROM = 1024;

export type AccountPanelLayout = 'beside' | 'drawer';

export function useAccountPanelLayout(): AccountPanelLayout {
  return useWindowWidth() >= PANEL_BESIDE_FROM ? 'beside' : 'drawer';
}

/** The account a staff list shows in its panel (query `id`); see usePanelSelection. */
export function useAccountPanelQuery(screen: string) {
  return usePanelSelection('id', screen);
}

type AccountPanelFrameProps = {
  title: string;
  layout: AccountPanelLayout;
  /** Focus moves to the heading each time this changes (another account opened beside the list). */
  focusKey: number;
  onClose: () => void;
  children: ReactNode;
};

/** The side panel of the Guides and Climbers screens: beside the list on wide screens, a drawer on small. */
export function AccountPanelFrame({ title, layout, focusKey, onClose, children }: AccountPanelFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a row moves the reader to what it opened; the list stays where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows what the panel shows, by key.
  useEffect(() => {
    if (layout === 'beside') headingRef.current?.focus({ preventScroll: true });
  }, [focusKey, layout]);

  const header = (
    <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h2>
      <IconButton label={t('staffAccounts.panel.close')} onClick={onClose}>
        <X aria-hidden="true" className="size-5" />
      </IconButton>
    </header>
  );

  if (layout === 'beside') {
    return (
      <section
        aria-labelledby={headingId}
        className="sticky top-20 flex max-h-[calc(100dvh-6rem)] w-[26rem] shrink-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm xl:w-[30rem]"
      >
        {header}
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </section>
    );
  }
  return (
    <ModalDialog
      onDismiss={onClose}
      labelledBy={headingId}
      className="mt-0 mr-0 mb-0 ml-auto h-dvh max-h-none w-full max-w-md shadow-2xl"
      bodyClassName="flex h-full flex-col"
    >
      {header}
      <div className="overflow-y-auto px-5 py-4">{children}</div>
    </ModalDialog>
  );
}

/** "Verified", or "Unverified" with the warning badge of an application waiting for review. */
export function GuideStatusBadge({ approved }: { approved: boolean }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
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
export function AccountLoadState({
  query,
}: {
  query: { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{t('staffAccounts.panel.loading')}</span>
      </div>
    );
  }
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <p role="alert" className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
        {t('staffAccounts.panel.notFound')}
      </p>
    );
  }
  return <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
}
