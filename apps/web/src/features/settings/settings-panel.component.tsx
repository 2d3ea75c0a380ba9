import { ChevronRight, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdatePasswordForm } from '../auth/update-password-form.component.tsx';

/** The settings dropdown toggles between its menu and the reset-password form. */
export function SettingsPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'menu' | 'password'>('menu');

  if (mode === 'password') {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900">{t('settings.resetPassword')}</h2>
        <UpdatePasswordForm onDone={onDone} onCancel={() => setMode('menu')} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">{t('settings.title')}</h2>
      <ul>
        <li>
          <button
            type="button"
            onClick={() => setMode('password')}
            className="flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <KeyRound aria-hidden="true" className="size-4 text-brand-700" />
            <span className="flex-1">{t('settings.resetPassword')}</span>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          </button>
        </li>
      </ul>
    </div>
  );
}
