import type { ChatTab } from '@cordee/shared/chat-limits';
import { useSyncExternalStore } from 'react';

/**
 * The Chats tab, kept while the person moves between conversations (the list pane is drawn again by
 * each chat's route) and set back to Recent when they send (spec: sending selects the Recent tab).
 */
let selectedTab: ChatTab = 'recent';
const listeners = new Set<() => void>();

export function selectChatTab(tab: ChatTab): void {
  if (tab === selectedTab) return;
  selectedTab = tab;
  for (const listener of listeners) listener();
}

export function useSelectedChatTab(): ChatTab {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selectedTab,
    () => selectedTab,
  );
}
