import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../routing/route-paths.ts';
import { usePublicConfig } from '../session/public-config.api.ts';

const LINK_CLASS = 'font-medium text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline';

type FooterLink = { label: string } & ({ href: string } | { to: string });

/**
 * The footer of public screens: About, Terms & Conditions, Privacy Policy, Blog and FAQ.
 * The legal pages are the app's own, so they show even before (or without) the configuration; the
 * others point to the marketing site when the deployment has one.
 */
export function MarketingFooter() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const marketing = (href: string | undefined, label: string): FooterLink[] => (href ? [{ href, label }] : []);
  const links: FooterLink[] = [
    ...marketing(config?.marketing.about, t('footer.about')),
    { to: PATHS.terms, label: t('legal.links.terms') },
    { to: PATHS.privacy, label: t('legal.links.privacy') },
    ...marketing(config?.marketing.blog, t('footer.blog')),
    ...marketing(config?.marketing.faq, t('footer.faq')),
  ];

  return (
    <footer className="border-t border-slate-200 px-6 py-5 text-sm text-slate-600 sm:px-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.label}>
                {'to' in link ? (
                  <Link to={link.to} className={LINK_CLASS}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.href} rel="noopener noreferrer" className={LINK_CLASS}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
