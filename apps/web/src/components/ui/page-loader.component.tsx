import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.component.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner className="size-8" />
      <span className="text-sm font-medium text-slate-600">{t('common.loading')}</span>
    </div>
  );
}
