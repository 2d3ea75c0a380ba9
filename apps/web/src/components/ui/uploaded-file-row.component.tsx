import { FileText, X } from 'lucide-react';
import { shownUploadUrl } from '../../lib/upload-previews.ts';
import { IconButton } from './icon-button.component.tsx';

type UploadedFileRowProps = {
  /** `li` inside a list of files, `div` for a field that holds one file. */
  as?: 'li' | 'div';
  name: string;
  url: string;
  removeLabel: string;
  onRemove: () => void;
};

/** An uploaded document: its name opens it in a new tab; the cross removes it from the form. */
export function UploadedFileRow({ as: Row = 'div', name, url, removeLabel, onRemove }: UploadedFileRowProps) {
  return (
    <Row className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3">
      <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <a
        href={shownUploadUrl(url)}
        target="_blank"
        rel="noreferrer"
        className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 underline-offset-4 hover:underline"
      >
        {name}
      </a>
      <IconButton label={removeLabel} onClick={onRemove}>
        <X aria-hidden="true" className="size-4" />
      </IconButton>
    </Row>
  );
}
