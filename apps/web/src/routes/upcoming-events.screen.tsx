import { useTranslation } from 'react-i18next';
import { AllCourses } from '../features/course-lists/all-courses.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { useBootstrapData } from '../session/bootstrap.api.ts';

/**
 * UpcomingEvents, 'All Courses': a guide's own courses, or every guide's for a super
 * admin and an admin with the `events` flag. The query (type, current, origin, status) is read by the
 * feature, so links from other screens open a tab or a course directly.
 */
export function UpcomingEventsScreen() {
  const { t } = useTranslation('course-lists');
  const { user } = useBootstrapData();
  useDocumentTitle(t('courseLists.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('courseLists.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">
          {user.role === 'guide' ? t('courseLists.subtitle.guide') : t('courseLists.subtitle.everyGuide')}
        </p>
      </div>
      <AllCourses />
    </div>
  );
}
