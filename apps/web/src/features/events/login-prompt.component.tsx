import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withSelectedCourse } from '../../api/event-search-state.ts';
import { withReturnPath } from '../../lib/return-path.ts';
import { PATHS } from '../../routing/route-paths.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';

const LINK_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors';

/**
 * The address of the page behind the prompt with the course to book open in it: where SignIn (and the
 * end of SignUp) brings the visitor back to.
 */
function courseAddressOf(location: { pathname: string; search: string }, eventId: unknown): string {
  const id = Number(eventId);
  const params = new URLSearchParams(location.search);
  const search = Number.isSafeInteger(id) && id > 0 ? withSelectedCourse(params, id) : params;
  const query = search.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** open_login: a visitor's 'Book event' asks them to sign up or log in first. */
export function LoginPrompt({ props, close }: ModalContentProps) {
  const { t } = useTranslation('event-search');
  const returnPath = courseAddressOf(useLocation(), props.eventId);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">{t('eventSearch.loginPrompt.text')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={withReturnPath(PATHS.signUp, returnPath)}
          onClick={close}
          className={`${LINK_BASE} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`}
        >
          {t('eventSearch.loginPrompt.signUp')}
        </Link>
        <Link
          to={withReturnPath(PATHS.signIn, returnPath)}
          onClick={close}
          className={`${LINK_BASE} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
        >
          {t('eventSearch.loginPrompt.logIn')}
        </Link>
      </div>
    </div>
  );
}
