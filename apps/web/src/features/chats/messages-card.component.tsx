import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { useRecentConversations } from './chats.api.ts';
import { ConversationRow } from './conversation-row.component.tsx';

/** The Home card shows this many conversations (spec: "messages card 4"). */
export const MESSAGES_CARD_SIZE = 4;

/** Home "New messages": the latest conversations with their unread counts, each opening its chat. */
export function MessagesCard() {
  const { t } = useTranslation('chats');
  const recent = useRecentConversations();
  const rows = recent.data?.messages.slice(0, MESSAGES_CARD_SIZE) ?? [];

  return (
    <section
      aria-labelledby="messages-card-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="messages-card-title" className="text-lg font-semibold text-slate-900">
          {t('chats.card.title')}
        </h2>
        <Link to={ROUTE_PATHS.chats} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('chats.card.seeAll')}
        </Link>
      </div>
      {recent.isPending ? (
        <p role="status" className="py-4 text-center text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : recent.isError && !recent.data ? (
        <p role="alert" className="py-4 text-center text-sm text-slate-700">
          {t('chats.card.loadError')}
        </p>
      ) : rows.length === 0 ? (
        <p className="flex flex-col items-center gap-2 py-4 text-center text-sm text-slate-600">
          <MessagesSquare aria-hidden="true" className="size-6 text-slate-300" />
          {t('chats.card.empty')}
        </p>
      ) : (
        <ul className="-mx-2 flex flex-col gap-1">
          {rows.map((row) => (
            <li key={row.sender.id}>
              <ConversationRow conversation={row} selected={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
