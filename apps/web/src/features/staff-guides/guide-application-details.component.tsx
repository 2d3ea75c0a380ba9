import { formatAmount } from '@cordee/shared/money';
import type { GuideApplicationView } from '@cordee/shared/staff-users.contracts';
import { ExternalLink, FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { formatCount } from '../../lib/format.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { Fact, formatJoined, GuideStatusBadge } from './account-panel.component.tsx';
import { openPrivateDocument } from './staff-guides.api.ts';

type DocumentKind = keyof GuideApplicationView['documents'];
const DOCUMENT_KINDS: readonly DocumentKind[] = ['insurance', 'certificate', 'license'];

/** Only https links are stored; anything else is shown as text, never as a link. */
function isHttpsLink(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A guide's whole application as staff review it: who applies (company or individual), how to reach
 * them, the reviews link, awards, experience, references and documents, then the payout account and
 * the activity once they guide. The side panel of Guides and the new_guide modal show the same.
 */
export function GuideApplicationDetails({ guide }: { guide: GuideApplicationView }) {
  const { t, i18n } = useTranslation('staff-accounts');
  const notGiven = <span className="text-slate-500">{t('staffAccounts.application.notGiven')}</span>;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar name={guide.name} color={guide.color} pictureUrl={guide.profile_picture} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate text-base font-semibold text-slate-900">{guide.name}</p>
          <div>
            <GuideStatusBadge approved={guide.is_approved} />
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label={t('staffAccounts.application.type')}>
          {guide.is_company ? t('staffAccounts.application.company') : t('staffAccounts.application.individual')}
        </Fact>
        <Fact label={t('staffAccounts.application.joined')}>{formatJoined(guide.created_at, i18n.language)}</Fact>
        <Fact label={t('staffAccounts.application.email')}>{guide.email}</Fact>
        <Fact label={t('staffAccounts.application.phone')}>{guide.phone_number || notGiven}</Fact>
        <Fact label={t('staffAccounts.application.country')}>
          {guide.country ? countryName(guide.country, i18n.language) : notGiven}
        </Fact>
        {guide.is_company && (
          <Fact label={t('staffAccounts.application.companyEmail')}>{guide.company_email || notGiven}</Fact>
        )}
        <Fact label={t('staffAccounts.application.guidesLink')}>
          {guide.guides_link && isHttpsLink(guide.guides_link) ? (
            <ExternalAnchor href={guide.guides_link}>{guide.guides_link}</ExternalAnchor>
          ) : (
            guide.guides_link || notGiven
          )}
        </Fact>
        <Fact label={t('staffAccounts.application.reviews')}>
          {guide.customer_reviews && isHttpsLink(guide.customer_reviews) ? (
            <ExternalAnchor href={guide.customer_reviews}>{t('staffAccounts.application.reviewsLink')}</ExternalAnchor>
          ) : (
            notGiven
          )}
        </Fact>
      </dl>

      <Section title={t('staffAccounts.application.awards')}>
        {guide.guide_awards.length === 0 ? (
          <p className="text-sm text-slate-500">{t('staffAccounts.application.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {guide.guide_awards.map((award) => (
              <li key={award} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
                {award}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('staffAccounts.application.experience')}>
        {guide.guide_experience.length === 0 ? (
          <p className="text-sm text-slate-500">{t('staffAccounts.application.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {guide.guide_experience.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
              <li key={index} className="rounded-lg bg-slate-50 px-3 py-2">
                <p className="text-sm font-medium text-slate-900">
                  {item.alias || item.name}
                  {item.value !== null && (
                    <span className="font-normal text-slate-600">
                      {' · '}
                      {t('staffAccounts.application.years', { count: item.value })}
                    </span>
                  )}
                </p>
                {item.description && (
                  <p className="mt-0.5 text-sm whitespace-pre-line text-slate-700">{item.description}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('staffAccounts.application.references')}>
        {guide.referees.length === 0 ? (
          <p className="text-sm text-slate-500">{t('staffAccounts.application.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {guide.referees.map((referee, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
              <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="font-medium text-slate-900">{referee.name}</p>
                <p className="break-words text-slate-700">{referee.email}</p>
                <p className="text-slate-700">{referee.phone}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('staffAccounts.application.documents')}>
        <dl className="flex flex-col gap-3">
          {DOCUMENT_KINDS.map((kind) => (
            <div key={kind} className="flex flex-col gap-1">
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {t(`staffAccounts.application.${kind}`)}
              </dt>
              <dd>
                {guide.documents[kind].length === 0 ? (
                  <p className="text-sm text-slate-500">{t('staffAccounts.application.noDocuments')}</p>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {guide.documents[kind].map((document) => (
                      <li key={document.url}>
                        <DocumentLink url={document.url} name={document.name} />
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('staffAccounts.payout.title')}>
        <p className="text-sm text-slate-800">{t(`staffAccounts.payout.${payoutStatusOf(guide.payout_account)}`)}</p>
      </Section>

      <Section title={t('staffAccounts.activity.title')}>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('staffAccounts.activity.events')}>{formatCount(guide.activity.events)}</Fact>
          <Fact label={t('staffAccounts.activity.bookings')}>{formatCount(guide.activity.bookings)}</Fact>
          <Fact label={t('staffAccounts.activity.paidBookings')}>{formatCount(guide.activity.paid_bookings)}</Fact>
          <Fact label={t('staffAccounts.activity.earned')}>{formatAmount(guide.activity.paid_cents)}</Fact>
        </dl>
      </Section>
    </div>
  );
}

/** "Canada" for "CA" in the reader's language; the code itself when the browser does not know it. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The payout page's three states, as staff read them: none, setup not finished, active. */
function payoutStatusOf(account: GuideApplicationView['payout_account']): 'none' | 'unfinished' | 'active' {
  if (!account.connected) return 'none';
  const ready = account.details_submitted && account.payouts_enabled && account.charges_enabled;
  return ready ? 'active' : 'unfinished';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}

/**
 * A private document: fetched with the session's token and opened from memory, never by a URL that
 * carries the token.
 */
function DocumentLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('staff-accounts');
  const [opening, setOpening] = useState(false);
  const label = name || url.split('/').pop() || url;
  return (
    <button
      type="button"
      aria-label={t('staffAccounts.application.openDocument', { name: label })}
      aria-busy={opening || undefined}
      disabled={opening}
      onClick={() => {
        setOpening(true);
        openPrivateDocument(url, label)
          .catch(() => showAlert('danger', t('staffAccounts.application.documentFailed')))
          .finally(() => setOpening(false));
      }}
      className="inline-flex max-w-full items-center gap-1.5 text-left text-sm font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-60"
    >
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </button>
  );
}
