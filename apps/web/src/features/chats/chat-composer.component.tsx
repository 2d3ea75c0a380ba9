import { CHAT_MESSAGE_MAX_LENGTH } from '@cordee/shared/chat-limits';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter shows once a message gets this close to the limit: most messages never see it. */
export const COUNTER_FROM_REMAINING = 200;

type ChatComposerProps = {
  /** Called with the trimmed text; a message of only spaces and newlines is never handed over. */
  onSend: (message: string) => void;
  /** Said under the input, e.g. that the first message asks about a course. */
  note?: string;
};

/**
 * "Type a message" and Send. Enter sends and Shift+Enter starts a new line (as in every chat app);
 * while an input method composes a word, Enter picks the word instead.
 */
export function ChatComposer({ onSend, note }: ChatComposerProps) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const trimmed = text.trim();
  const remaining = CHAT_MESSAGE_MAX_LENGTH - trimmed.length;
  const tooLong = remaining < 0;
  const showCounter = remaining <= COUNTER_FROM_REMAINING;

  const send = () => {
    if (!trimmed || tooLong) return;
    onSend(trimmed);
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1 border-t border-slate-200 bg-white p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('chats.composer.label')}
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chats.composer.placeholder')}
          aria-describedby={[hintId, showCounter ? counterId : ''].filter(Boolean).join(' ')}
          aria-invalid={tooLong || undefined}
          className={`field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
            tooLong
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
        />
        <button
          type="submit"
          disabled={!trimmed || tooLong}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('chats.composer.send')}</span>
        </button>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
        {/* The keyboard hint is for keyboards (wider screens); a note about the message shows everywhere. */}
        <p id={hintId} className={note ? '' : 'hidden sm:block'}>
          {note ?? t('chats.composer.hint')}
        </p>
        {showCounter && (
          <p id={counterId} aria-live="polite" className={`ml-auto ${tooLong ? 'font-semibold text-red-700' : ''}`}>
            {tooLong
              ? t('chats.composer.tooLong', { count: -remaining })
              : t('chats.composer.remaining', { count: remaining })}
          </p>
        )}
      </div>
    </form>
  );
}
