import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { isApiError } from '../../lib/api-client.ts';

/** A booking modal whose data could not load: the server's message (or a general one) and Close. */
export function ModalLoadFailure({ error, close }: { error: unknown; close: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={isApiError(error) ? error.message : t('errors.unexpected')} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
