import type { Diary } from '@cordee/shared/diaries.contracts';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { Eye, Globe, ImageOff, Lock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { cardTitleOf, relativeDayOf } from './diary-format.ts';

type DiaryCardProps = {
  diary: Diary;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One entry of the journal grid: thumbnail, title cut for the card, how long ago, and its actions. */
export function DiaryCard({ diary, onView, onEdit, onDelete }: DiaryCardProps) {
  const { t, i18n } = useTranslation('journal');
  const title = diary.dairy_title;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {diary.dairy_thumbnail ? (
        <img
          src={thumbnailUrlOf(diary.dairy_thumbnail)}
          alt=""
          width={320}
          height={213}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-1 bg-slate-100 text-xs text-slate-500">
          <ImageOff aria-hidden="true" className="size-6" />
          {t('journal.card.noPhoto')}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-3.5">
        <div className="flex flex-col gap-0.5">
          <h2 className="text-base font-semibold text-slate-900" title={title}>
            <span aria-hidden="true">{cardTitleOf(title)}</span>
            <span className="sr-only">{title}</span>
          </h2>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <time dateTime={diary.dairy_date}>{relativeDayOf(diary.dairy_date, i18n.language)}</time>
            <span aria-hidden="true">·</span>
            {diary.is_shared ? (
              <span className="inline-flex items-center gap-1 text-emerald-700">
                <Globe aria-hidden="true" className="size-3.5" />
                {t('journal.card.shared')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <Lock aria-hidden="true" className="size-3.5" />
                {t('journal.card.private')}
              </span>
            )}
          </p>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={onView}
            aria-label={t('journal.card.viewLabel', { title })}
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('journal.card.view')}
          </button>
          <div className="flex items-center gap-1">
            <IconButton label={t('journal.card.editLabel', { title })} onClick={onEdit} className="size-9">
              <Pencil aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton label={t('journal.card.deleteLabel', { title })} onClick={onDelete} className="size-9">
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        </div>
      </div>
    </li>
  );
}
