import { useTranslation } from 'react-i18next';

/** A count in a brand-coloured pill; screen readers hear the words ("3 unread messages"). */
export function UnreadCount({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation('chats');
  return (
    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label ?? t('chats.unread', { count })}</span>
    </span>
  );
}
