import { useTranslation } from 'react-i18next';
import { useBootstrapData } from '../features/bootstrap/bootstrap.api.ts';
import { StatCardList } from '../features/dashboard/stat-card-list.component.tsx';
import { greetingNameOf } from '../features/top-bar/greeting-name.ts';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

export function HomeScreen() {
  const { t } = useTranslation();
  const { user, stats } = useBootstrapData();
  useDocumentTitle(t('home.documentTitle'));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('home.title', { name: greetingNameOf(user) })}
        </h1>
        <p className="text-sm text-slate-600 sm:text-base">{t(`home.subtitle.${user.role}`)}</p>
      </div>
      <section aria-label={t('home.statsLabel')}>
        <StatCardList stats={stats} />
      </section>
    </div>
  );
}
