import { formatPrice } from '@cordee/shared/money';
import type { SubscriptionRequired, TrainingPage, TrainingSection } from '@cordee/shared/training-programs.contracts';
import { ArrowLeft, Lock, Mail, MessagesSquare, Mountain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.hook.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { usePublicConfig } from '../../session/public-config.api.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { useProgramBySlug } from './training-programs.api.ts';

const LIST_PATH = '/training-programs';

function lockedFactsOf(error: unknown): SubscriptionRequired | null {
  if (!isApiError(error) || error.status !== 403 || error.code !== 'subscription_required') return null;
  return error.body as SubscriptionRequired;
}

/** /training-program/{slug}: the program, the Subscription Required view, or a not-found state. */
export function ProgramView({ slug }: { slug: string }) {
  const { t } = useTranslation('training-programs');
  const program = useProgramBySlug(slug);
  const locked = lockedFactsOf(program.error);
  useDocumentTitle(program.data?.title ?? locked?.title ?? t('trainingPrograms.list.documentTitle'));

  if (program.isPending) {
    return (
      // As tall as the screen, so the footer below does not jump when the program arrives.
      <div role="status" className="flex min-h-dvh items-start justify-center gap-3 py-24 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{t('trainingPrograms.view.loading')}</span>
      </div>
    );
  }
  if (locked) return <LockedProgram locked={locked} />;
  if (isApiError(program.error) && (program.error.status === 404 || program.error.status === 422)) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('trainingPrograms.view.notFoundTitle')}</h1>
        <p className="text-slate-700">{t('trainingPrograms.view.notFoundBody')}</p>
        <BackToList />
      </div>
    );
  }
  if (program.error || !program.data) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <LoadError error={program.error} retrying={program.isFetching} onRetry={() => void program.refetch()} />
      </div>
    );
  }
  return <OpenProgram program={program.data} />;
}

function BackToList() {
  const { t } = useTranslation('training-programs');
  return (
    <Link
      to={LIST_PATH}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('trainingPrograms.view.backToList')}
    </Link>
  );
}

function Hero({ title, image }: { title: string; image: string | null }) {
  return (
    <header className="relative isolate overflow-hidden bg-slate-900">
      {image && <img src={image} alt="" className="absolute inset-0 -z-10 size-full object-cover opacity-60" />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/80 to-slate-900/20" />
      <div className="mx-auto flex min-h-64 max-w-4xl flex-col justify-end gap-3 px-6 py-10 sm:min-h-80">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
      </div>
    </header>
  );
}

function LockedProgram({ locked }: { locked: SubscriptionRequired }) {
  const { t } = useTranslation('training-programs');
  return (
    <article>
      <Hero title={locked.title} image={locked.header_image} />
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-2xl font-bold text-slate-900">{t('trainingPrograms.view.lockedTitle')}</h2>
        <p className="text-slate-700">{t('trainingPrograms.view.lockedBody')}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {locked.required_plans.map((plan) => (
            <li
              key={plan.id}
              className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300"
            >
              {plan.plan_name}
              {plan.plan_monthly_price !== null && (
                <span className="font-normal text-slate-600">
                  {' · '}
                  {t('trainingPrograms.view.perMonth', { price: formatPrice(plan.plan_monthly_price) })}
                </span>
              )}
            </li>
          ))}
        </ul>
        <Link
          to={PATHS.subscription}
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('trainingPrograms.view.viewPlans')}
        </Link>
        <BackToList />
      </div>
    </article>
  );
}

/**
 * Section titles and bodies are the only HTML shown here. The server keeps them only as the output of the
 * rich-text allowlist (apps/server/src/features/events/rich-text.ts), applied on every write, so they are
 * safe to insert; skills and footnotes are plain text and shown as text.
 */
function RichText({ html, className = '', heading }: { html: string; className?: string; heading?: 2 }) {
  return (
    <div
      // A section title is HTML (it may be bold or a link), so it cannot be an <h2> of its own: the role
      // gives screen readers the heading to jump to, under the program's <h1>, above Skills' <h3>.
      {...(heading ? { role: 'heading', 'aria-level': heading } : {})}
      className={`flex flex-col gap-3 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allowlist on every write (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function Section({ section, number }: { section: TrainingSection; number: number }) {
  const { t } = useTranslation('training-programs');
  return (
    <section className="flex flex-col gap-5 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {t('trainingPrograms.view.sectionLabel', { number })}
      </p>
      <RichText html={section.title} heading={2} className="text-2xl font-bold text-slate-900 [&_p]:m-0" />
      {section.body && <RichText html={section.body} className="text-base leading-relaxed text-slate-800" />}
      {section.images.length > 0 && (
        <div className={`grid gap-4 ${section.images.length > 1 ? 'sm:grid-cols-2' : ''}`}>
          {section.images.map((image, index) => (
            <img
              key={image.key}
              src={image.url}
              alt={t('trainingPrograms.view.imageAlt', { number: index + 1, section: number })}
              loading="lazy"
              className="aspect-[16/10] w-full rounded-xl object-cover"
            />
          ))}
        </div>
      )}
      {section.skills.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">{t('trainingPrograms.view.skills')}</h3>
          <ul className="grid gap-4 md:grid-cols-2">
            {section.skills.map((skill, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: skills have no id; their order is their identity.
                key={index}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <h4 className="font-semibold text-slate-900">{skill.title}</h4>
                {skill.body && <p className="text-sm whitespace-pre-line text-slate-700">{skill.body}</p>}
                {skill.learn_text && (
                  <p className="text-sm whitespace-pre-line text-slate-700">
                    <span className="font-semibold text-slate-900">{t('trainingPrograms.view.learn')}: </span>
                    {skill.learn_text}
                  </p>
                )}
                {skill.practice_text && (
                  <p className="text-sm whitespace-pre-line text-slate-700">
                    <span className="font-semibold text-slate-900">{t('trainingPrograms.view.practice')}: </span>
                    {skill.practice_text}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {section.footnote && (
        <p className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-sm whitespace-pre-line text-amber-950">
          {section.footnote}
        </p>
      )}
    </section>
  );
}

function OpenProgram({ program }: { program: TrainingPage }) {
  const { t } = useTranslation('training-programs');
  const config = usePublicConfig();
  const community = config.data?.marketing.community;
  return (
    <article>
      <Hero title={program.title} image={program.header_image} />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-6 py-10">
        <BackToList />
        {program.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is their identity.
          <Section key={index} section={section} number={index + 1} />
        ))}
        <aside className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{t('trainingPrograms.view.communityTitle')}</h2>
            <p className="text-sm text-slate-700">{t('trainingPrograms.view.communityBody')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {community && (
              <a
                href={community}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                <MessagesSquare aria-hidden="true" className="size-4" />
                {t('trainingPrograms.view.communityLink')}
              </a>
            )}
            {/* The app has no /contact screen: the contact form of the course pages reaches the same inbox. */}
            <Button variant="secondary" onClick={() => openModal('contact_form')}>
              <Mail aria-hidden="true" className="size-4" />
              {t('trainingPrograms.view.contact')}
            </Button>
          </div>
        </aside>
      </div>
      <footer className="bg-brand-700">
        <div className="mx-auto flex max-w-4xl items-center gap-4 px-6 py-10 text-white">
          <Mountain aria-hidden="true" className="size-10 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="text-xl font-bold">{t('trainingPrograms.view.signOffTitle')}</p>
            <p className="text-sm text-white/90">{t('trainingPrograms.view.signOffBody')}</p>
          </div>
        </div>
      </footer>
    </article>
  );
}
