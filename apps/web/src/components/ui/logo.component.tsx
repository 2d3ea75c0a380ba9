import { useTranslation } from 'react-i18next';

/** The Cordée mark: a summit and the rope that links a party. The word next to it names the link. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f4c47" />
      <path d="M10 48 L26 22 L34 34 L40 26 L54 48 Z" fill="#e6f2ef" />
      <path d="M26 22 L31 30 L28 29 L26 32 L23 28 Z" fill="#0f4c47" opacity="0.35" />
      <path d="M18 50 C 28 40 36 40 46 50" stroke="#f2a65a" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ showWordmark = true }: { showWordmark?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className={showWordmark ? 'text-xl font-bold tracking-tight text-brand-900' : 'sr-only'}>
        {t('app.name')}
      </span>
    </span>
  );
}
