import { describe, expect, it, vi } from 'vitest';
import { api, apiServer } from '../../test/api-server.ts';
import { makePublicConfig } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { WelcomeLayout } from './welcome.layout.tsx';

describe('WelcomeLayout', () => {
  it('fetches the banner, the largest thing of a wide screen, first and never lazily, with its size', async () => {
    apiServer.use(
      api.get('/api/public-config', ({ response }) =>
        response(200).json(makePublicConfig({ banner_url: '/welcome-banner.svg' })),
      ),
    );
    // jsdom's window is 1024 px wide: past the 990 px from which the banner shows.
    const { container, findByText } = renderRoutes([
      { path: '/', element: <WelcomeLayout />, children: [{ index: true, element: <p>Sign in</p> }] },
    ]);
    await findByText('Sign in');
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const banner = container.querySelector('img');
    expect(banner).toHaveAttribute('src', '/welcome-banner.svg');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('decoding', 'async');
    expect(banner).toHaveAttribute('width', '900');
    expect(banner).toHaveAttribute('height', '1200');
    expect(banner).not.toHaveAttribute('loading', 'lazy');
  });
});
