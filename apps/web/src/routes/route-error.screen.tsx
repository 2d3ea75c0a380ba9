import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.component.tsx';
import { LogoMark } from '../components/ui/logo.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Shown when a screen fails to render; a reload fetches a fresh build if a deploy caused it. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.documentTitle'));

  return (
    <main className="flex min-h-dvh items-center justify-center bg-white p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <LogoMark className="size-12" />
        <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
        <p className="text-slate-700">{t('routeError.body')}</p>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </div>
    </main>
  );
}
