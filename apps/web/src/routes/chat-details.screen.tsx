import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ChatsPanes } from '../features/chats/chats-panes.component.tsx';
import { ConversationView } from '../features/chats/conversation-view.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { ChatsScreen } from './chats.screen.tsx';

/** A positive whole id from the address, or null for anything else (the server caps ids too). */
function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * ChatDetails (`/chats/:recipientId/:recipientName`): the list and one conversation. `?event=` names
 * the course a climber asks the guide about ("Message the guide"); the first message carries it.
 */
export function ChatDetailsScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const recipientId = idOf(params.recipientId);
  if (recipientId === null) return <ChatsScreen />;
  const recipientName = params.recipientName ?? '';
  const eventId = idOf(search.get('event')) ?? undefined;

  return <ChatDetails recipientId={recipientId} recipientName={recipientName} eventId={eventId} />;
}

function ChatDetails({
  recipientId,
  recipientName,
  eventId,
}: {
  recipientId: number;
  recipientName: string;
  eventId: number | undefined;
}) {
  const { t } = useTranslation('chats');
  useDocumentTitle(recipientName || t('chats.documentTitle'));
  return (
    <ChatsPanes selectedId={recipientId}>
      {/* A different person is a different conversation: nothing typed or pending carries over. */}
      <ConversationView key={recipientId} recipientId={recipientId} recipientName={recipientName} eventId={eventId} />
    </ChatsPanes>
  );
}
