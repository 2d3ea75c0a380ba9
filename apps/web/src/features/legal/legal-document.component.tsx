import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

export const LEGAL_LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

type LegalDocumentProps = {
  title: string;
  updated: string;
  intro: string;
  children: ReactNode;
  /** The other legal page, offered at the end: people who read one usually want the other. */
  other: { to: string; label: string };
};

/** The frame of a legal page: one readable column, the date of the text, its sections, the other page. */
export function LegalDocument({ title, updated, intro, children, other }: LegalDocumentProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 rounded-2xl border border-slate-200 bg-white px-5 py-8 text-slate-800 shadow-sm sm:px-10 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-sm text-slate-600">{updated}</p>
        <p className="mt-2 text-base leading-relaxed">{intro}</p>
      </header>
      {children}
      <p className="border-t border-slate-200 pt-6 text-sm">
        <Link to={other.to} className={LEGAL_LINK_CLASS}>
          {other.label}
        </Link>
      </p>
    </article>
  );
}

/** A titled part of a legal page; its paragraphs or list come as children. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 text-base leading-relaxed">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list of the section's points. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-slate-400">
      {items.map((item, index) => (
        // The items are fixed text in a fixed order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
