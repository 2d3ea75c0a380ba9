import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '../../routing/route-paths.ts';
import { LEGAL_LINK_CLASS, LegalDocument, LegalList, LegalSection } from './legal-document.component.tsx';
import { SupportEmailLink, useSupportEmail } from './support-email-link.component.tsx';

const PRIVACY_COMMISSIONER_URL = 'https://www.priv.gc.ca/en/report-a-concern/';

/**
 * The Privacy Policy (PIPEDA): what the server stores and why, who receives it, how long it is kept and
 * the person's rights. It describes the tables and integrations that exist; a feature that stores
 * something new adds its line here.
 */
export function Privacy() {
  const { t } = useTranslation('legal');
  const supportEmail = useSupportEmail();

  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      updated={t('legal.privacy.updated')}
      intro={t('legal.privacy.intro')}
      other={{ to: PATHS.terms, label: t('legal.otherPage.toTerms') }}
    >
      <LegalSection title={t('legal.privacy.collect.title')}>
        <LegalList
          items={[
            t('legal.privacy.collect.account'),
            t('legal.privacy.collect.google'),
            t('legal.privacy.collect.guide'),
            t('legal.privacy.collect.bookings'),
            t('legal.privacy.collect.messages'),
            t('legal.privacy.collect.uploads'),
            t('legal.privacy.collect.sessions'),
            t('legal.privacy.collect.email'),
            t('legal.privacy.collect.device'),
          ]}
        />
      </LegalSection>

      <LegalSection title={t('legal.privacy.purposes.title')}>
        <LegalList
          items={[
            t('legal.privacy.purposes.account'),
            t('legal.privacy.purposes.bookings'),
            t('legal.privacy.purposes.guides'),
            t('legal.privacy.purposes.communication'),
            t('legal.privacy.purposes.safety'),
            t('legal.privacy.purposes.legal'),
          ]}
        />
      </LegalSection>

      <LegalSection title={t('legal.privacy.sharing.title')}>
        <p>{t('legal.privacy.sharing.intro')}</p>
        <LegalList
          items={[
            t('legal.privacy.sharing.guide'),
            t('legal.privacy.sharing.payments'),
            t('legal.privacy.sharing.email'),
            t('legal.privacy.sharing.google'),
            t('legal.privacy.sharing.maps'),
            t('legal.privacy.sharing.law'),
          ]}
        />
      </LegalSection>

      <LegalSection title={t('legal.privacy.retention.title')}>
        <LegalList
          items={[
            t('legal.privacy.retention.account'),
            t('legal.privacy.retention.records'),
            t('legal.privacy.retention.sessions'),
            t('legal.privacy.retention.uploads'),
            t('legal.privacy.retention.other'),
          ]}
        />
      </LegalSection>

      <LegalSection title={t('legal.privacy.rights.title')}>
        <LegalList
          items={[
            t('legal.privacy.rights.access'),
            t('legal.privacy.rights.correction'),
            t('legal.privacy.rights.withdraw'),
            <Trans
              key="complaint"
              i18nKey="legal.privacy.rights.complaint"
              components={{
                opc: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated name inside.
                  <a href={PRIVACY_COMMISSIONER_URL} rel="noopener noreferrer" className={LEGAL_LINK_CLASS} />
                ),
              }}
            />,
          ]}
        />
      </LegalSection>

      <LegalSection title={t('legal.privacy.safeguards.title')}>
        <p>{t('legal.privacy.safeguards.text')}</p>
      </LegalSection>

      {supportEmail && (
        <LegalSection title={t('legal.privacy.contact.title')}>
          <p>
            <Trans
              i18nKey="legal.privacy.contact.text"
              values={{ email: supportEmail }}
              components={{ email: <SupportEmailLink email={supportEmail} /> }}
            />
          </p>
        </LegalSection>
      )}
    </LegalDocument>
  );
}
