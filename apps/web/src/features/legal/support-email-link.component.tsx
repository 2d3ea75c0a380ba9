import { usePublicConfig } from '../../session/public-config.api.ts';
import { LEGAL_LINK_CLASS } from './legal-document.component.tsx';

/** The deployment's support address as a mail link; the privacy officer is reached there too. */
export function useSupportEmail(): string | null {
  const { data: config } = usePublicConfig();
  return config?.support_email || null;
}

export function SupportEmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={LEGAL_LINK_CLASS}>
      {email}
    </a>
  );
}
