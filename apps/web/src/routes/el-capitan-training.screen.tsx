import { CalendarDays, CheckCircle2, MessagesSquare, Mountain } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { PATHS } from '../routing/route-paths.ts';
import { usePublicConfig } from '../session/public-config.api.ts';

type RouteOption = { name: string; grade: string; days: string; body: string };
type NamedText = { name: string; body: string };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** /el-capitan-training (public): the static page of the big-wall program. Light on purpose: text and icons only. */
export function ElCapitanTrainingScreen() {
  const { t } = useTranslation('el-capitan');
  useDocumentTitle(t('elCapitan.documentTitle'));
  const community = usePublicConfig().data?.marketing.community;

  return (
    <article className="-mx-4 -mt-6 -mb-6 sm:-mx-6 lg:-mx-10 lg:-mt-8 lg:-mb-8">
      <header className="bg-gradient-to-br from-slate-900 via-slate-800 to-brand-800 text-white">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-6 py-14 sm:py-20">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-200 uppercase">
            <Mountain aria-hidden="true" className="size-5" />
            {t('elCapitan.eyebrow')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('elCapitan.title')}</h1>
          <p className="max-w-2xl text-base text-white/90 sm:text-lg">{t('elCapitan.lead')}</p>
        </div>
      </header>

      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-6 py-12">
        <Block title={t('elCapitan.intro.title')}>
          {(t('elCapitan.intro.body', { returnObjects: true }) as unknown as string[]).map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
        </Block>

        <Block title={t('elCapitan.routes.title')}>
          <p className="text-slate-700">{t('elCapitan.routes.intro')}</p>
          <ul className="grid gap-4 md:grid-cols-3">
            {(t('elCapitan.routes.items', { returnObjects: true }) as unknown as RouteOption[]).map((route) => (
              <li
                key={route.name}
                className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="text-lg font-semibold text-slate-900">{route.name}</h3>
                <p className="text-sm font-semibold text-brand-700">{route.grade}</p>
                <p className="flex items-center gap-1.5 text-sm text-slate-600">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {route.days}
                </p>
                <p className="text-sm leading-relaxed text-slate-700">{route.body}</p>
              </li>
            ))}
          </ul>
        </Block>

        <Block title={t('elCapitan.skills.title')}>
          <dl className="grid gap-4 sm:grid-cols-2">
            {(t('elCapitan.skills.items', { returnObjects: true }) as unknown as NamedText[]).map((skill) => (
              <div
                key={skill.name}
                className="flex flex-col gap-1 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <dt className="font-semibold text-slate-900">{skill.name}</dt>
                <dd className="text-sm leading-relaxed text-slate-700">{skill.body}</dd>
              </div>
            ))}
          </dl>
        </Block>

        <Block title={t('elCapitan.mental.title')}>
          <CheckList items={t('elCapitan.mental.items', { returnObjects: true }) as unknown as string[]} />
        </Block>

        <Block title={t('elCapitan.equipment.title')}>
          <CheckList items={t('elCapitan.equipment.items', { returnObjects: true }) as unknown as string[]} />
        </Block>

        <Block title={t('elCapitan.permits.title')}>
          <p className="text-slate-700">{t('elCapitan.permits.intro')}</p>
          <CheckList items={t('elCapitan.permits.items', { returnObjects: true }) as unknown as string[]} />
        </Block>

        <section className="flex flex-col gap-4 rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
          <h2 className="text-2xl font-bold">{t('elCapitan.community.title')}</h2>
          <p className="text-white/90">{t('elCapitan.community.body')}</p>
          <div className="flex flex-wrap gap-2">
            {community && (
              <a
                href={community}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <MessagesSquare aria-hidden="true" className="size-4" />
                {t('elCapitan.community.chat')}
              </a>
            )}
            <Link
              to="/training-programs"
              className="rounded-lg px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
            >
              {t('elCapitan.community.programs')}
            </Link>
            <Link
              to={PATHS.viewEvents}
              className="rounded-lg px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
            >
              {t('elCapitan.community.courses')}
            </Link>
          </div>
        </section>
      </div>
    </article>
  );
}
