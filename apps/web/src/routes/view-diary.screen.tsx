import { useParams } from 'react-router';
import { PublicDiary } from '../features/journal/public-diary.component.tsx';

/** ViewDiary: a shared diary, public (`/viewdiary/{username}/{diaryid}`). */
export function ViewDiaryScreen() {
  const { username = '', diaryid = '' } = useParams();
  const id = /^\d{1,10}$/.test(diaryid) ? Number(diaryid) : 0;
  return <PublicDiary key={id} diaryId={id} username={username} />;
}
