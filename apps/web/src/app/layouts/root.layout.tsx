import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { ModalHost } from '../../shell/modals/modal-host.component.tsx';
import { MODAL_REGISTRY } from '../modal-registry.ts';

export function RootLayout() {
  // Signing in or out in another tab changes who this tab is; reloading keeps the two in step.
  // (`key` is null when another tab cleared the whole storage.)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'token' || event.key === null) window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <>
      <Outlet />
      <AlertRegion />
      <ModalHost registry={MODAL_REGISTRY} />
      <ScrollRestoration />
    </>
  );
}
