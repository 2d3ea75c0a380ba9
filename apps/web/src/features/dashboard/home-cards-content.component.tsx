import { MessagesCard } from '../chats/messages-card.component.tsx';
import { NotificationCard } from '../notifications/notification-card.component.tsx';

/** The notification card (the latest 5) and the new-messages card (the latest 4 conversations), side by side from lg. */
export function HomeCardsContent() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0">
        <NotificationCard />
      </div>
      <div className="min-w-0">
        <MessagesCard />
      </div>
    </div>
  );
}
