import type { ChatThread } from '@cordee/shared/chat.contracts';
import { Ban, Mail, Phone, ShieldCheck, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { WarningDialog } from '../../components/ui/warning-dialog.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { useSetChatBlocked } from './chat-thread.api.ts';

/** A role as people read it: `super_admin` is "super admin". */
export function roleTextOf(role: string): string {
  return role.replaceAll('_', ' ');
}

type ChatDetailsPanelProps = {
  thread: ChatThread;
  onClose: () => void;
};

/**
 * The header's side panel: who the other person is (avatar, name, email, phone, role), and Block or
 * Unblock. Email and phone are left out when the server does not share them.
 */
export function ChatDetailsPanel({ thread, onClose }: ChatDetailsPanelProps) {
  const { t } = useTranslation('chats');
  const { recipient } = thread;
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  return (
    <aside
      aria-labelledby={titleId}
      className="absolute inset-0 z-10 flex flex-col gap-5 overflow-y-auto bg-white p-5 lg:static lg:w-72 lg:shrink-0 lg:border-l lg:border-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('chats.details.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('chats.details.close')}</span>
        </button>
      </div>
      <div className="flex flex-col items-center gap-2 text-center">
        <Avatar name={recipient.name} color={recipient.color} pictureUrl={recipient.profile_picture} size="lg" />
        <p className="text-lg font-semibold break-words text-slate-900">{recipient.name}</p>
      </div>
      <dl className="flex flex-col gap-3 text-sm">
        {recipient.email && (
          <Detail icon={<Mail aria-hidden="true" className="size-4" />} term={t('chats.details.email')}>
            <a href={`mailto:${recipient.email}`} className="break-all text-brand-700 hover:underline">
              {recipient.email}
            </a>
          </Detail>
        )}
        {recipient.phone_number && (
          <Detail icon={<Phone aria-hidden="true" className="size-4" />} term={t('chats.details.phone')}>
            <a href={`tel:${recipient.phone_number.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
              {recipient.phone_number}
            </a>
          </Detail>
        )}
        <Detail icon={<ShieldCheck aria-hidden="true" className="size-4" />} term={t('chats.details.role')}>
          <span className="capitalize">{roleTextOf(recipient.role)}</span>
        </Detail>
      </dl>
      <div className="mt-auto border-t border-slate-100 pt-4">
        <Button
          variant="secondary"
          fullWidth
          className={thread.blocked_by_me ? '' : 'text-red-700'}
          onClick={() => setConfirming(true)}
        >
          <Ban aria-hidden="true" className="size-4" />
          {thread.blocked_by_me ? t('chats.details.unblock') : t('chats.details.block')}
        </Button>
      </div>
      {confirming && (
        <BlockConfirmDialog
          recipientId={recipient.id}
          name={recipient.name}
          block={!thread.blocked_by_me}
          onClose={() => setConfirming(false)}
        />
      )}
    </aside>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  // A group of a description list holds only its term and its description: the icon sits in the term.
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
        <span className="text-slate-500">{icon}</span>
        {term}
      </dt>
      <dd className="pl-6 break-words text-slate-900">{children}</dd>
    </div>
  );
}

type BlockConfirmDialogProps = { recipientId: number; name: string; block: boolean; onClose: () => void };

/** Blocking stops both sides from writing: it is asked once more, with Cancel focused. */
function BlockConfirmDialog({ recipientId, name, block, onClose }: BlockConfirmDialogProps) {
  const { t } = useTranslation('chats');
  const change = useSetChatBlocked(recipientId);

  const confirm = async () => {
    try {
      await change.mutateAsync(block);
      onClose();
    } catch {
      // The message below says so; the dialog stays for another try.
    }
  };

  return (
    <WarningDialog
      title={block ? t('chats.details.blockTitle', { name }) : t('chats.details.unblockTitle', { name })}
      body={block ? t('chats.details.blockBody') : t('chats.details.unblockBody')}
      error={
        change.isError && (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(change.error, t('chats.details.failed'))}
          </p>
        )
      }
      busy={change.isPending}
      cancelLabel={t('common.cancel')}
      onCancel={onClose}
      action={
        <Button busy={change.isPending} onClick={() => void confirm()}>
          {block ? t('chats.details.blockConfirm') : t('chats.details.unblockConfirm')}
        </Button>
      }
    />
  );
}
