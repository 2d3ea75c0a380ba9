import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../components/ui/logo.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { PATHS } from '../routing/route-paths.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));

  return (
    <main className="flex min-h-dvh items-center justify-center bg-white p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <LogoMark className="size-12" />
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('notFound.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
        <p className="text-slate-700">{t('notFound.body')}</p>
        <Link
          to={PATHS.home}
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}
