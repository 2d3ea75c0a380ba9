import type { ReactNode } from 'react';
import { ConversationList } from './conversation-list.component.tsx';

type ChatsPanesProps = {
  /** The counterpart whose conversation is open, or null on the Chats list alone. */
  selectedId: number | null;
  /** The right pane: the open conversation, or a hint to pick one. */
  children: ReactNode;
};

/**
 * Chats and ChatDetails share this frame: from a tablet's width the list sits left of the conversation;
 * on a phone there is room for one, the list or (once chosen) the conversation with its back button.
 */
export function ChatsPanes({ selectedId, children }: ChatsPanesProps) {
  const open = selectedId !== null;
  return (
    // The panes fill the window under the top bar (4rem) and the page's own padding; each scrolls inside.
    <div className="flex h-[calc(100dvh-7rem)] min-h-[26rem] gap-4 lg:h-[calc(100dvh-8rem)] lg:gap-6">
      <div
        className={`${open ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col overflow-y-auto md:w-80 md:shrink-0 xl:w-96`}
      >
        <ConversationList selectedId={selectedId} />
      </div>
      <div
        className={`${open ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm`}
      >
        {children}
      </div>
    </div>
  );
}
