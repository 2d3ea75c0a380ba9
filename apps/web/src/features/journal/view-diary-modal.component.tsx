import type { Diary } from '@cordee/shared/diaries.contracts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { DiaryView } from './diary-view.component.tsx';

/** The view_diary_modal: the climber's own entry, opened from its card's View button. */
export function ViewDiaryModal({ props }: ModalContentProps) {
  const diary = props.diary as Diary;
  return <DiaryView diary={diary} isOwner headingLevel="h3" />;
}
