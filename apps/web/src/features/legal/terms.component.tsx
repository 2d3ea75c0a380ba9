import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import { PLATFORM_FEE_RATE } from '@cordee/shared/event-pricing';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '../../routing/route-paths.ts';
import { type CancellationTier, cancellationTiersOf } from './cancellation-tiers.ts';
import { LegalDocument, LegalList, LegalSection } from './legal-document.component.tsx';
import { SupportEmailLink, useSupportEmail } from './support-email-link.component.tsx';

/** PLATFORM_FEE_RATE is in thousandths of a percent. */
const PLATFORM_FEE_PERCENT = PLATFORM_FEE_RATE / 1000;

function tierWhen(t: TFunction<'legal'>, tier: CancellationTier): string {
  if (tier.to === null) return t('legal.terms.cancellation.fromDays', { count: tier.from });
  if (tier.from <= 1) return t('legal.terms.cancellation.upToDays', { count: tier.to });
  return t('legal.terms.cancellation.betweenDays', { from: tier.from, to: tier.to });
}

function tierRefund(t: TFunction<'legal'>, refundPercent: number): string {
  if (refundPercent >= 100) return t('legal.terms.cancellation.fullRefund');
  if (refundPercent <= 0) return t('legal.terms.cancellation.noRefund');
  return t('legal.terms.cancellation.partialRefund', { percent: refundPercent });
}

/**
 * The Terms & Conditions (last updated March 2024). The cancellation tiers are read from the policy the
 * booking code applies, so the page and the refunds cannot disagree.
 */
export function Terms() {
  const { t } = useTranslation('legal');
  const supportEmail = useSupportEmail();
  const tiers = cancellationTiersOf(CANCELLATION_POLICY);
  // The terms offer a full credit instead of the partial refund; there is no credit balance to give it.
  const partial = tiers.find((tier) => tier.refundPercent > 0 && tier.refundPercent < 100);

  return (
    <LegalDocument
      title={t('legal.terms.title')}
      updated={t('legal.terms.updated')}
      intro={t('legal.terms.intro')}
      other={{ to: PATHS.privacy, label: t('legal.otherPage.toPrivacy') }}
    >
      <LegalSection title={t('legal.terms.accounts.title')}>
        <LegalList
          items={[t('legal.terms.accounts.age'), t('legal.terms.accounts.accurate'), t('legal.terms.accounts.guides')]}
        />
      </LegalSection>

      <LegalSection title={t('legal.terms.booking.title')}>
        <p>{t('legal.terms.booking.request')}</p>
        <p>{t('legal.terms.booking.pay')}</p>
        <p>{t('legal.terms.booking.price')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.cancellation.title')}>
        <p>{t('legal.terms.cancellation.intro')}</p>
        <LegalList
          items={[
            ...tiers.map((tier) =>
              t('legal.terms.cancellation.tier', {
                when: tierWhen(t, tier),
                refund: tierRefund(t, tier.refundPercent),
              }),
            ),
            t('legal.terms.cancellation.started'),
          ]}
        />
        {partial?.to != null && (
          <p>
            {t('legal.terms.cancellation.credit', {
              percent: partial.refundPercent,
              from: partial.from,
              to: partial.to,
            })}
          </p>
        )}
        <p>{t('legal.terms.cancellation.byGuide')}</p>
        <p>{t('legal.terms.cancellation.kept')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.returns.title')}>
        <p>{t('legal.terms.returns.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.guidesPay.title')}>
        <p>{t('legal.terms.guidesPay.text', { percent: PLATFORM_FEE_PERCENT })}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.risk.title')}>
        <p>{t('legal.terms.risk.text')}</p>
      </LegalSection>

      <LegalSection title={t('legal.terms.changes.title')}>
        <p>{t('legal.terms.changes.text')}</p>
      </LegalSection>

      {supportEmail && (
        <LegalSection title={t('legal.terms.contact.title')}>
          <p>
            <Trans
              i18nKey="legal.terms.contact.text"
              values={{ email: supportEmail }}
              components={{ email: <SupportEmailLink email={supportEmail} /> }}
            />
          </p>
        </LegalSection>
      )}
    </LegalDocument>
  );
}
