import { lazy, Suspense } from 'react';
import { isSignedIn } from '../../lib/session.ts';
import { PublicLayout } from './public.layout.tsx';

// Loaded only for a signed-in user: a visitor's first visit does not download the app's shell.
const AppShellLayout = lazy(() =>
  import('./app-shell.layout.tsx').then((layout) => ({ default: layout.AppShellLayout })),
);

/**
 * Public pages that signed-in users also reach from the side menu (the training programs): a visitor
 * reads them in the public frame, a signed-in climber or guide without leaving the app.
 */
export function AdaptiveLayout() {
  if (!isSignedIn()) return <PublicLayout />;
  return (
    <Suspense>
      <AppShellLayout />
    </Suspense>
  );
}
