import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { messageOf } from '../../lib/error-message.ts';

/** What a booking modal says instead of its form, with Close as the way out. */
export function ModalNotice({ close, children }: { close: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {children}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}

/** A booking modal that cannot go on: why, in the red box, and Close. */
export function ModalStopMessage({ message, close }: { message: string; close: () => void }) {
  return (
    <ModalNotice close={close}>
      <FormAlert message={message} />
    </ModalNotice>
  );
}

/** A booking modal whose data could not load: the server's message (or a general one) and Close. */
export function ModalLoadFailure({ error, close }: { error: unknown; close: () => void }) {
  return <ModalStopMessage message={messageOf(error)} close={close} />;
}
