import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { RegisteredEventsScreen } from './my-events.screen.tsx';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

describe('RegisteredEvents', () => {
  it('is My Courses on its Registered tab, replacing itself in the history', async () => {
    const { router } = renderRoutes(
      [
        { path: '/registered-events', element: <RegisteredEventsScreen /> },
        { path: '/my-events', element: <Address /> },
      ],
      '/registered-events',
    );

    expect(await screen.findByRole('status', { name: 'Address' })).toHaveTextContent('/my-events?type=registered');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
