import { useTranslation } from 'react-i18next';
import { usePublicConfig } from './public-config.api.ts';

/**
 * Links to the marketing site (spec 1 §1). Terms & Conditions and Privacy Policy are pages of the app
 * and join this list when their routes exist.
 */
export function MarketingFooter() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const links = config
    ? [
        { href: config.marketing.about, label: t('footer.about') },
        { href: config.marketing.blog, label: t('footer.blog') },
        { href: config.marketing.faq, label: t('footer.faq') },
      ].filter((link) => link.href)
    : [];

  return (
    <footer className="border-t border-slate-200 px-6 py-5 text-sm text-slate-600 sm:px-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        {links.length > 0 && (
          <nav aria-label={t('footer.label')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer"
                    className="font-medium text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
