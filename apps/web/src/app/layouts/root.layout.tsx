import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { useOpenModal } from '../../shell/modals/modal.store.ts';
import { LazyModalHost } from '../modal-host.lazy.ts';

export function RootLayout() {
  // Once loaded the host stays mounted, so a closing modal still hands focus back to its opener.
  const [modalHostNeeded, setModalHostNeeded] = useState(false);
  const openModal = useOpenModal();
  if (openModal && !modalHostNeeded) setModalHostNeeded(true);
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
      {modalHostNeeded && (
        <Suspense>
          <LazyModalHost />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
