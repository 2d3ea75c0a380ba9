import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { myCoursesLink, NOTIFICATIONS_ORIGIN } from '../../routing/my-courses-query.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import type { NotificationTarget } from './notification-target.ts';

/**
 * Opens what a notification points at. A climber's booking whose course is gone (no event id, or the
 * event answers 404) shows the spec's danger alert instead of an empty panel. Any other
 * failure to look the course up still opens the booking: its panel shows the error and a Retry.
 */
export function useOpenNotification(): (target: NotificationTarget) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async (target) => {
    switch (target.kind) {
      case 'none':
        return;
      case 'climber_view':
        openModal('view_user', { bookingId: target.bookingId });
        return;
      case 'chat':
        await navigate(target.path);
        return;
      case 'new_guide':
        openModal('new_guide', { guideId: target.guideId });
        return;
      case 'my_booking': {
        const { eventId, bookingId } = target;
        // The events API and My Courses' copy load on the click, not with every page that lists
        // notifications (Home among them).
        const [{ eventQueryOptions }] = await Promise.all([
          import('../../api/events.api.ts'),
          i18n.loadNamespaces('my-courses'),
        ]);
        if (eventId === null) {
          showAlert('danger', t('myCourses.eventMissing'));
          return;
        }
        try {
          await queryClient.fetchQuery(eventQueryOptions(eventId));
        } catch (error) {
          if (isApiError(error) && error.status === 404) {
            showAlert('danger', t('myCourses.eventMissing'));
            return;
          }
        }
        await navigate(myCoursesLink({ eventId, bookingId, origin: NOTIFICATIONS_ORIGIN }));
        return;
      }
    }
  };
}
