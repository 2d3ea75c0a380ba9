import { useTranslation } from 'react-i18next';
import { useUnreadChatTotal } from './chats.api.ts';
import { UnreadCount } from './unread-count.component.tsx';

/** The side menu's count of unread messages over all conversations, kept live; nothing when none. */
export function ChatsUnreadBadge() {
  const { t } = useTranslation('chats');
  const total = useUnreadChatTotal();
  if (total <= 0) return null;
  return <UnreadCount count={total} label={t('chats.menuUnread', { count: total })} />;
}
