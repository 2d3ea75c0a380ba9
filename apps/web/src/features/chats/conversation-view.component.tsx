import type { ChatMessage, ChatThread } from '@cordee/shared/chat.contracts';
import { ArrowLeft, CloudOff, Info, RotateCcw, X } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError, NO_RESPONSE_STATUS } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { ChatComposer } from './chat-composer.component.tsx';
import { ChatDetailsPanel } from './chat-details-panel.component.tsx';
import { selectChatTab } from './chat-tab.store.ts';
import { threadMessagesOf, useChatThread, useSendChat } from './chat-thread.api.ts';
import { fullTimeOf, relativeTimeOf } from './chat-time.ts';

type ConversationViewProps = {
  recipientId: number;
  /** The name in the address: shown until the conversation has loaded. */
  recipientName: string;
  /** The course a climber asks its guide about before booking (`?event=` from "Message the guide"). */
  eventId?: number;
};

/** A message typed here and not yet confirmed by the server (or refused by it). */
type OutgoingMessage = { key: number; text: string; status: 'sending' | 'failed'; reason?: string };

/**
 * One conversation: the messages oldest to newest with "Load older", the composer (or why one cannot
 * write), and the header's toggle for the other person's details.
 */
export function ConversationView({ recipientId, recipientName, eventId: eventIdInAddress }: ConversationViewProps) {
  const { t } = useTranslation('chats');
  // The course stays with the conversation once opened, whatever later replaces the address.
  const [eventId] = useState(eventIdInAddress);
  // A conversation opens with nothing over it: the course's modal it was asked from closes now, not on
  // the click (closing it there lets the course search tidy its address, which cancels the navigation).
  useEffect(() => closeModal(), []);
  const thread = useChatThread(recipientId, eventId);
  const send = useSendChat(recipientId);
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const nextKey = useRef(1);
  const first = thread.data?.pages[0];
  const messages = threadMessagesOf(thread.data);
  const name = first?.recipient.name ?? recipientName;
  // The course opened from goes with the person's first message (the question a climber asks a guide
  // before booking); the server then knows the conversation's ground and later messages need not say.
  const asksAboutCourse = eventId !== undefined && !messages.some((message) => message.user_id !== recipientId);

  const deliver = (item: OutgoingMessage) => {
    send
      .mutateAsync({ message: item.text, eventId: asksAboutCourse ? eventId : undefined })
      .then(() => setOutbox((items) => items.filter((other) => other.key !== item.key)))
      .catch((error: unknown) => {
        // A refusal the server explains (a block since, a limit) is said on the bubble; a lost connection is not.
        const reason = isApiError(error) && error.status !== NO_RESPONSE_STATUS ? messageOf(error) : undefined;
        setOutbox((items) =>
          items.map((other) => (other.key === item.key ? { ...other, status: 'failed', reason } : other)),
        );
      });
  };

  const onSend = (text: string) => {
    const item: OutgoingMessage = { key: nextKey.current++, text, status: 'sending' };
    setOutbox((items) => [...items, item]);
    selectChatTab('recent');
    deliver(item);
  };

  const retry = (item: OutgoingMessage) => {
    const again: OutgoingMessage = { ...item, status: 'sending' };
    setOutbox((items) => items.map((other) => (other.key === item.key ? again : other)));
    deliver(again);
  };

  const discard = (item: OutgoingMessage) => setOutbox((items) => items.filter((other) => other.key !== item.key));

  return (
    <section aria-label={name} className="relative flex min-h-0 flex-1 overflow-hidden">
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
          <Link
            to={ROUTE_PATHS.chats}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:hidden"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('chats.thread.back')}</span>
          </Link>
          <button
            type="button"
            onClick={() => setDetailsOpen((open) => !open)}
            aria-expanded={detailsOpen}
            disabled={!first}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-default"
          >
            <Avatar
              name={name}
              color={first?.recipient.color}
              pictureUrl={first?.recipient.profile_picture}
              size="sm"
            />
            <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
              <span aria-hidden="true">{name}</span>
              <span className="sr-only">
                {detailsOpen ? t('chats.thread.hideDetails', { name }) : t('chats.thread.showDetails', { name })}
              </span>
            </span>
            <Info aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          </button>
        </header>

        {thread.isPending ? (
          <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-600">
            <Spinner className="size-5 text-brand-700" />
            {t('chats.thread.loading')}
          </div>
        ) : !first ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-700">
            <CloudOff aria-hidden="true" className="size-7 text-slate-500" />
            <p role="alert">
              {t('chats.thread.loadError')} {messageOf(thread.error, '')}
            </p>
            <Button variant="secondary" busy={thread.isFetching} onClick={() => void thread.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <>
            <MessageLog
              recipientId={recipientId}
              name={name}
              messages={messages}
              outbox={outbox}
              hasOlder={thread.hasNextPage}
              loadingOlder={thread.isFetchingNextPage}
              onLoadOlder={() => void thread.fetchNextPage()}
              onRetry={retry}
              onDiscard={discard}
            />
            <ComposerOrReason thread={first} asksAboutCourse={asksAboutCourse} onSend={onSend} />
          </>
        )}
      </div>
      {detailsOpen && first && <ChatDetailsPanel thread={first} onClose={() => setDetailsOpen(false)} />}
    </section>
  );
}

type MessageLogProps = {
  recipientId: number;
  name: string;
  messages: ChatMessage[];
  outbox: OutgoingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (item: OutgoingMessage) => void;
  onDiscard: (item: OutgoingMessage) => void;
};

function MessageLog({
  recipientId,
  name,
  messages,
  outbox,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
}: MessageLogProps) {
  const { t } = useTranslation('chats');
  const scroller = useRef<HTMLDivElement>(null);
  // Whether the reader is at the newest message (as when the conversation opens), so new ones follow.
  const atBottom = useRef(true);
  // The distance from the bottom when "Load older" was pressed: older messages grow the log upwards.
  const fromBottomBeforeOlder = useRef<number | null>(null);
  const newestKey = `${messages.at(-1)?.id ?? 0}:${outbox.length}`;
  const oldestId = messages[0]?.id ?? 0;
  const fromThem = (message: ChatMessage) => message.user_id === recipientId;

  // A new message brings the view to the bottom when the reader was there, or when it is their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || outbox.length > 0)) element.scrollTop = element.scrollHeight;
  }, [newestKey]);

  // Older messages appear above without moving what the reader was looking at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages arrive.
  useLayoutEffect(() => {
    const element = scroller.current;
    const fromBottom = fromBottomBeforeOlder.current;
    if (!element || fromBottom === null) return;
    element.scrollTop = element.scrollHeight - fromBottom;
    fromBottomBeforeOlder.current = null;
  }, [oldestId]);

  const loadOlder = () => {
    const element = scroller.current;
    if (element) fromBottomBeforeOlder.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto bg-slate-50 px-3 py-4"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button variant="secondary" busy={loadingOlder} onClick={loadOlder}>
            {t('chats.thread.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && outbox.length === 0 && (
        <p className="m-auto text-sm text-slate-600">{t('chats.thread.empty')}</p>
      )}
      {/* A log: screen readers announce what is added at its end (a message arriving), not the whole list. */}
      <div role="log" aria-label={t('chats.thread.messagesLabel', { name })} className="mt-auto">
        <ol className="flex flex-col gap-2">
          {messages.map((message) => (
            <Bubble key={`m${message.id}`} mine={!fromThem(message)} text={message.message}>
              <MessageTime iso={message.created_at} />
            </Bubble>
          ))}
          {outbox.map((item) => (
            <Bubble key={`o${item.key}`} mine text={item.text} failed={item.status === 'failed'}>
              {item.status === 'sending' ? (
                <span>
                  {t('chats.time.now')}
                  <span className="sr-only"> {t('chats.thread.sending')}</span>
                </span>
              ) : (
                <span className="flex flex-wrap items-center gap-2">
                  <span role="alert" className="font-semibold text-red-700">
                    {t('chats.thread.notSent')}
                    {item.reason && <span className="font-normal"> — {item.reason}</span>}
                  </span>
                  <button
                    type="button"
                    onClick={() => onRetry(item)}
                    className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    <RotateCcw aria-hidden="true" className="size-3.5" />
                    {t('chats.thread.retry')}
                  </button>
                  <button
                    type="button"
                    onClick={() => onDiscard(item)}
                    className="inline-flex items-center gap-1 text-slate-700 underline-offset-2 hover:underline"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                    {t('chats.thread.discard')}
                  </button>
                </span>
              )}
            </Bubble>
          ))}
        </ol>
      </div>
    </div>
  );
}

function Bubble({
  mine,
  text,
  failed = false,
  children,
}: {
  mine: boolean;
  text: string;
  failed?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('chats');
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      {/* Text only, drawn as text: no HTML, no link turned live, newlines kept. */}
      <p
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] sm:max-w-[70%] ${
          mine
            ? `rounded-br-sm text-white ${failed ? 'bg-red-800' : 'bg-brand-700'}`
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
        }`}
      >
        {mine && <span className="sr-only">{t('chats.thread.you')}: </span>}
        {text}
      </p>
      <span className="px-1 text-xs text-slate-600">{children}</span>
    </li>
  );
}

function MessageTime({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('chats');
  return (
    <time dateTime={iso} title={fullTimeOf(iso, i18n.language)}>
      {relativeTimeOf(iso, i18n.language) ?? t('chats.time.now')}
    </time>
  );
}

type ComposerOrReasonProps = {
  thread: ChatThread;
  asksAboutCourse: boolean;
  onSend: (text: string) => void;
};

/** The composer, or one clear line saying why this conversation takes no message now. */
function ComposerOrReason({ thread, asksAboutCourse, onSend }: ComposerOrReasonProps) {
  const { t } = useTranslation('chats');
  let reason: string | null = null;
  if (thread.blocked_by_me) reason = t('chats.blocked.byMe');
  else if (thread.blocked_by_them) reason = t('chats.blocked.byThem');
  else if (!thread.can_send) reason = t('chats.blocked.cannotSend');

  if (reason) {
    return (
      <p role="status" className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-700">
        {reason}
      </p>
    );
  }
  return <ChatComposer onSend={onSend} note={asksAboutCourse ? t('chats.composer.aboutCourse') : undefined} />;
}
