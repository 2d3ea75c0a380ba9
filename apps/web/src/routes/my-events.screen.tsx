import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MyCourses } from '../features/my-courses/my-courses.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { myCoursesTabLink } from '../routing/my-courses-query.ts';

/**
 * MyEvents, 'My Courses': the climber's bookings. The query (type, current, status,
 * origin) is read by the feature, so links from notifications and other screens open a booking directly.
 */
export function MyEventsScreen() {
  const { t } = useTranslation('my-courses');
  useDocumentTitle(t('myCourses.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('myCourses.title')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('myCourses.subtitle')}</p>
      </div>
      <MyCourses />
    </div>
  );
}

/**
 * RegisteredEvents, the target after a successful booking: My Courses on its Registered
 * tab. It replaces itself in the history, so Back leaves rather than landing here again.
 */
export function RegisteredEventsScreen() {
  return <Navigate to={myCoursesTabLink('registered')} replace />;
}
