import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { GuideSignUpForm } from '../features/guide-application/guide-sign-up-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** The invitation link: /guide-signup/{token}?email={address}. */
export function GuideSignUpScreen() {
  const { t } = useTranslation('guide-application');
  const { payload = '' } = useParams();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('guideSignUp.documentTitle'));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('guideSignUp.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('guideSignUp.title')}</h1>
        <p className="text-sm text-slate-600">{t('guideSignUp.subtitle')}</p>
      </div>
      <GuideSignUpForm token={payload} email={searchParams.get('email') ?? ''} />
    </div>
  );
}
