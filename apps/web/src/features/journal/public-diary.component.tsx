import { NotebookPen } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { DiaryView } from './diary-view.component.tsx';
import { useViewDiary } from './journal.api.ts';

/**
 * The public page of a diary (`/viewdiary/{username}/{diaryid}`), signed in or not. The id finds the
 * entry; a link with an outdated name (the climber renamed) is corrected in place to the current one.
 */
export function PublicDiary({ diaryId, username }: { diaryId: number; username: string }) {
  const { t } = useTranslation('journal');
  const navigate = useNavigate();
  const query = useViewDiary(diaryId);
  const diary = query.data;
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 422);
  useDocumentTitle(diary?.dairy_title ?? t('journal.view.modalTitle'));

  useEffect(() => {
    if (diary && diary.author.username !== username) void navigate(diary.share_url, { replace: true });
  }, [diary, username, navigate]);

  // Spec 3 §8: a viewdiary failure shows the server's message as a danger alert.
  const failure = query.error;
  useEffect(() => {
    if (isApiError(failure)) showAlert('danger', messageOf(failure));
  }, [failure]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }
  if (notFound) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <NotebookPen aria-hidden="true" className="size-10 text-slate-400" />
        <h1 className="text-xl font-bold text-slate-900">{t('journal.view.notFoundTitle')}</h1>
        <p className="text-sm text-slate-600">{t('journal.view.notFoundBody')}</p>
        <Link to={PATHS.viewEvents} className="text-sm font-semibold text-brand-700 underline">
          {t('journal.view.browseCourses')}
        </Link>
      </section>
    );
  }
  if (!diary) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <DiaryView diary={diary} isOwner={diary.is_owner} headingLevel="h1" />
    </div>
  );
}
