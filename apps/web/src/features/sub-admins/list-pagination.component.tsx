import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';

type ListPaginationProps = {
  /** Names the navigation landmark, e.g. "Pages of sub admins". */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** Previous / Next through a server-paginated list; shown only when there is more than one page. */
export function ListPagination({ label, page, pageCount, onPageChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('subAdmins.pagination.previous')}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {t('subAdmins.pagination.status', { page, pages: pageCount })}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('subAdmins.pagination.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
