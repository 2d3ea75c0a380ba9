import { ExternalLink, Shirt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeviceClass } from '../../lib/device-class.hook.ts';
import { isSafeLink } from '../../lib/event-display.ts';

/**
 * The merchandise link of Home, from the deployment's marketing site setting. Not drawn on a phone (the
 * spec hides it on mobile) nor when the deployment has no shop address: never a dead link.
 */
export function MerchandiseLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const device = useDeviceClass();
  if (device === 'mobile' || !isSafeLink(url)) return null;
  return (
    <aside className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <span className="rounded-xl bg-white p-2.5 text-brand-700 shadow-sm">
        <Shirt aria-hidden="true" className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-sm font-semibold text-slate-900">{t('dashboard.merchandise.title')}</p>
        <p className="text-sm text-slate-700">{t('dashboard.merchandise.text')}</p>
      </div>
      <a
        href={url.trim()}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {t('dashboard.merchandise.link')}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </aside>
  );
}
