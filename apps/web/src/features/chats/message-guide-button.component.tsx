import type { AuthUser } from '@cordee/shared/auth.contracts';
import { chatDetailsPath } from '@cordee/shared/chat-limits';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../shell/modals/modal.store.ts';

// The button sits in the course panel: its words are the course panel's, not the chat screens'.

const LOOK =
  'inline-flex w-fit items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50';

type MessageGuideButtonProps = {
  eventId: number;
  guide: { id: number; name: string };
  /** The signed-in user, or null for a visitor. */
  viewer: AuthUser | null;
};

/**
 * "Message the guide" on a course: a climber opens the chat with its guide, and the first message
 * names the course (`?event=`) so the guide may be asked before any booking. A visitor gets the sign-in
 * prompt the Book button uses; guides and staff have their own ways to reach people.
 */
export function MessageGuideButton({ eventId, guide, viewer }: MessageGuideButtonProps) {
  const { t } = useTranslation('event-search');
  if (!viewer) {
    return (
      <button type="button" className={LOOK} onClick={() => openModal('open_login', { eventId })}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('eventSearch.detail.messageGuide')}
      </button>
    );
  }
  if (viewer.role !== 'climber' || viewer.id === guide.id) return null;

  return (
    // The course's modal, if it shows the course, closes once the chat has arrived (ConversationView).
    <Link to={`${chatDetailsPath(guide.id, guide.name)}?event=${eventId}`} className={LOOK}>
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('eventSearch.detail.messageGuide')}
    </Link>
  );
}
