import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/route-table.ts';
import type { ModalContentProps } from '../modals/modal-host.component.tsx';

const LINK_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors';

/** open_login (spec 2 §2.3): a visitor's 'Book event' asks them to sign up or log in first. */
export function LoginPrompt({ close }: ModalContentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">{t('eventSearch.loginPrompt.text')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={PATHS.signUp}
          onClick={close}
          className={`${LINK_BASE} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`}
        >
          {t('eventSearch.loginPrompt.signUp')}
        </Link>
        <Link
          to={PATHS.signIn}
          onClick={close}
          className={`${LINK_BASE} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
        >
          {t('eventSearch.loginPrompt.logIn')}
        </Link>
      </div>
    </div>
  );
}
