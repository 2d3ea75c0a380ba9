import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.component.tsx';
import { PATHS } from '../../routing/route-paths.ts';
import { usePublicConfig } from '../../session/public-config.api.ts';

/** The logo links to the marketing site of the top bar; until the configuration is known, to Home. */
export function SiteLogoLink({ showWordmark = true }: { showWordmark?: boolean }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const className = 'inline-flex rounded-lg';
  const label = t('topBar.logoLink');

  if (config?.marketing.site) {
    return (
      <a href={config.marketing.site} rel="noopener noreferrer" aria-label={label} className={className}>
        <Logo showWordmark={showWordmark} />
      </a>
    );
  }
  return (
    <Link to={PATHS.home} aria-label={label} className={className}>
      <Logo showWordmark={showWordmark} />
    </Link>
  );
}
