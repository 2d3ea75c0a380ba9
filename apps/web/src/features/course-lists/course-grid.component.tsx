import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { UserRound } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCard } from '../events/event-card.component.tsx';

type CourseGridProps = {
  courses: readonly EventSummary[];
  viewer: AuthUser;
  selectedId: number | null;
  /** Narrower columns while the Selected Course panel sits beside the list. */
  besidePanel: boolean;
  onOpen: (event: EventSummary) => void;
  listRef?: Ref<HTMLUListElement>;
};

/**
 * The cards of one tab. A super admin (or an admin) sees every guide's courses, so each card says whose
 * it is; a guide's list holds only their own.
 */
export function CourseGrid({ courses, viewer, selectedId, besidePanel, onOpen, listRef }: CourseGridProps) {
  const { t } = useTranslation('course-lists');
  const showGuide = viewer.role !== 'guide';

  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={t('courseLists.listLabel')}
      className={`grid gap-4 focus:outline-none ${besidePanel ? 'xl:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-3'}`}
    >
      {courses.map((event, index) => (
        <li
          key={event.id}
          data-course-id={event.id}
          className={`flex flex-col gap-2 rounded-2xl ${
            event.id === selectedId ? 'ring-2 ring-brand-500 ring-offset-2' : ''
          }`}
        >
          <EventCard event={event} onOpen={() => onOpen(event)} imageFirst={index === 0} />
          {showGuide && (
            <p className="flex items-center gap-1.5 px-1 text-sm text-slate-700">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {t('courseLists.byGuide', { name: event.guide.name })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
