import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { descriptionPreviewOf } from './diary-format.ts';

/**
 * A diary's description: the first 100 characters of its text with Read more when it is longer, the
 * whole of it (HTML the server sanitized on write) after. The preview is text: a cut never breaks a tag.
 */
export function DiaryDescription({ html }: { html: string }) {
  const { t } = useTranslation('journal');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = useMemo(() => descriptionPreviewOf(html), [html]);
  if (!html) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      {preview && !expanded ? (
        <p id={id} className="text-sm leading-relaxed text-slate-700">
          {preview}
        </p>
      ) : (
        <div
          id={id}
          className="text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5"
          // Sanitized on the server on every write, with the allowlist of the event itinerary.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitized on write.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      {preview && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {expanded ? t('journal.view.readLess') : t('journal.view.readMore')}
        </button>
      )}
    </div>
  );
}
