import { useTranslation } from 'react-i18next';
import { CompanyInfoForm } from '../features/guide-application/company-info-form.component.tsx';
import { GuideStepFrame } from '../features/guide-application/guide-step-frame.component.tsx';

export function GuideCompanyInfoScreen() {
  const { t } = useTranslation('guide-application');
  return (
    <GuideStepFrame step="company-info" intro={t('guideApplication.companyInfo.intro')}>
      <CompanyInfoForm />
    </GuideStepFrame>
  );
}
