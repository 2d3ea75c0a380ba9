import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A link to a page of the app opened in a new tab, for a form that must not be lost by leaving it
 * (the sign-up, the booking waiver). Screen readers are told it opens a new tab.
 */
export function NewTabLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('legal.links.newTab')}</span>
    </Link>
  );
}
