import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, List, ListOrdered, Unlink } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';

type RichTextEditorProps = {
  label: string;
  hint?: string;
  /** HTML; '' for an empty editor. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
};

/**
 * Only what the server's sanitizer keeps (apps/server/src/features/events/rich-text.ts: paragraphs,
 * bold, italic, lists, h3/h4, https links): anything else would vanish on save without a word.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['https', 'mailto'] },
  }),
];

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${
        active ? 'bg-brand-100 text-brand-800' : ''
      }`}
    >
      {children}
    </button>
  );
}

/** The wizard's rich text (event description, itinerary) with TipTap: bold, italic, lists and links. */
export function RichTextEditor({ label, hint, value, onChange, error }: RichTextEditorProps) {
  const { t } = useTranslation('event-wizard');
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');

  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(hintId || errorId ? { 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    class:
      'min-h-32 px-3.5 py-2.5 text-sm text-slate-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5',
  };

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The error comes and goes after the editor exists: its ARIA follows without a new editor.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  // A value set from outside (a new draft after a create, an event loaded for editing) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const openLink = () => {
    setLinkHref((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref.trim();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (!href || href === 'https://') chain?.unsetLink().run();
    else chain?.setLink({ href }).run();
    setLinkOpen(false);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        className={`rounded-lg border bg-white shadow-sm focus-within:ring-2 ${
          error
            ? 'border-red-400 focus-within:ring-red-200'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        <div
          role="toolbar"
          aria-label={t('eventWizard.richText.toolbar', { label })}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
        >
          <ToolbarButton
            label={t('eventWizard.richText.bold')}
            active={state?.bold}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <Bold aria-hidden="true" className="size-4" />
          </ToolbarButton>
          <ToolbarButton
            label={t('eventWizard.richText.italic')}
            active={state?.italic}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <Italic aria-hidden="true" className="size-4" />
          </ToolbarButton>
          <ToolbarButton
            label={t('eventWizard.richText.bulletList')}
            active={state?.bulletList}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          >
            <List aria-hidden="true" className="size-4" />
          </ToolbarButton>
          <ToolbarButton
            label={t('eventWizard.richText.orderedList')}
            active={state?.orderedList}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          >
            <ListOrdered aria-hidden="true" className="size-4" />
          </ToolbarButton>
          <ToolbarButton label={t('eventWizard.richText.link')} active={state?.link} onClick={openLink}>
            <Link2 aria-hidden="true" className="size-4" />
          </ToolbarButton>
          {state?.link && (
            <ToolbarButton
              label={t('eventWizard.richText.unlink')}
              onClick={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
            >
              <Unlink aria-hidden="true" className="size-4" />
            </ToolbarButton>
          )}
        </div>
        {linkOpen && (
          // Not a nested <form>: the editor may sit inside one.
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
              {t('eventWizard.richText.linkAddress')}
              <input
                type="url"
                value={linkHref}
                onChange={(event) => setLinkHref(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') applyLink(event);
                  if (event.key === 'Escape') setLinkOpen(false);
                }}
                className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900"
              />
            </label>
            <Button variant="secondary" className="py-1.5" onClick={applyLink}>
              {t('eventWizard.richText.applyLink')}
            </Button>
            <Button variant="ghost" className="py-1.5" onClick={() => setLinkOpen(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
