import { isSignedIn } from '../../lib/session.ts';
import { AppShellLayout } from './app-shell.layout.tsx';
import { PublicLayout } from './public.layout.tsx';

/**
 * Public pages that signed-in users also reach from the side menu (the training programs): a visitor
 * reads them in the public frame, a signed-in climber or guide without leaving the app.
 */
export function AdaptiveLayout() {
  return isSignedIn() ? <AppShellLayout /> : <PublicLayout />;
}
