import type { Conversation } from '@cordee/shared/chat.contracts';
import { chatDetailsPath } from '@cordee/shared/chat-limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { relativeTimeOf } from './chat-time.ts';
import { UnreadCount } from './unread-count.component.tsx';

/** One conversation: who, the last message's preview and age, and how many of theirs are unread. */
export function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { t, i18n } = useTranslation('chats');
  const { sender, message, unread } = conversation;
  const age = relativeTimeOf(message.updated_at, i18n.language) ?? t('chats.time.now');
  return (
    <Link
      to={chatDetailsPath(sender.id, sender.name)}
      aria-current={selected ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-xl border p-3 transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${
        selected ? 'border-brand-400 bg-brand-50' : 'border-transparent bg-white'
      }`}
    >
      <Avatar name={sender.name} color={sender.color} pictureUrl={sender.profile_picture} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-sm text-slate-900 ${unread > 0 ? 'font-bold' : 'font-semibold'}`}>
            {sender.name}
          </span>
          <time dateTime={message.updated_at} className="shrink-0 text-xs text-slate-600">
            {age}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={`truncate text-sm ${unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600'}`}>
            {message.preview}
          </span>
          {unread > 0 && <UnreadCount count={unread} />}
        </span>
      </span>
    </Link>
  );
}
