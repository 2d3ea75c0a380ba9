import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { PATHS } from '../routing/route-paths.ts';

/** React Router numbers the entries it pushed; 0 means this page was opened directly. */
function canGoBackInApp(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function AccessDeniedScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('accessDenied.documentTitle'));

  return (
    <div className="flex justify-center py-10 sm:py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="rounded-full bg-amber-50 p-4 text-amber-700">
          <ShieldAlert aria-hidden="true" className="size-10" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{t('accessDenied.title')}</h1>
        <p className="text-slate-700">{t('accessDenied.body')}</p>
        <Button onClick={() => (canGoBackInApp() ? navigate(-1) : navigate(PATHS.home))}>{t('common.goBack')}</Button>
      </div>
    </div>
  );
}
