import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChatsPanes } from '../features/chats/chats-panes.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Chats: the conversations; on a wide screen the right pane invites to open one. */
export function ChatsScreen() {
  const { t } = useTranslation('chats');
  useDocumentTitle(t('chats.documentTitle'));

  return (
    <ChatsPanes selectedId={null}>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-600">
        <MessagesSquare aria-hidden="true" className="size-10 text-slate-300" />
        <p>{t('chats.pickConversation')}</p>
      </div>
    </ChatsPanes>
  );
}
