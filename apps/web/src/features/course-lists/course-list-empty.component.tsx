import type { MyEventsType } from '@cordee/shared/my-events.contracts';
import { CalendarPlus, Mountain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';

type CourseListEmptyProps = {
  type: MyEventsType;
  /** True when courses exist in this tab but none matches the search. */
  searching: boolean;
  /** Guides get the way to add one; a super admin adds none. */
  canAddCourses: boolean;
};

/**
 * The empty states of the course lists: 'No Upcoming Events' for an empty default tab (with 'Add to
 * calendar' for guides), otherwise 'No {type} course found' with 'No course was found'.
 */
export function CourseListEmpty({ type, searching, canAddCourses }: CourseListEmptyProps) {
  const { t } = useTranslation('course-lists');
  const calendarPath = ROUTE_PATHS.Calendar;
  const noUpcoming = type === 'all' && !searching;

  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <Mountain aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">
        {noUpcoming
          ? t('courseLists.noUpcoming.title')
          : t('courseLists.empty.title', { type: t(`courseLists.typeWord.${type}`) })}
      </h2>
      <p className="max-w-sm text-sm text-slate-600">
        {noUpcoming ? t('courseLists.noUpcoming.body') : t('courseLists.empty.body')}
      </p>
      {noUpcoming && canAddCourses && calendarPath && (
        <Link
          to={calendarPath}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('courseLists.noUpcoming.addToCalendar')}
        </Link>
      )}
    </div>
  );
}
