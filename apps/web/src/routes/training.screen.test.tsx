import type { TrainingPageSummary } from '@cordee/shared/training-programs.contracts';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer } from '../api/events.fixtures.ts';
import { makeLockedTraining, makeTraining, makeTrainingList } from '../features/trainings/trainings.fixtures.ts';
import { useBootstrap } from '../session/bootstrap.api.ts';
import { api } from '../test/api-server.ts';
import { makeBootstrap, makeUser } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { TrainingScreen } from './training.screen.tsx';

const program = (id: number, title: string, overrides: Partial<TrainingPageSummary> = {}): TrainingPageSummary => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  header_image: null,
  plans: [],
  required_plans: [],
  is_published: true,
  order: id,
  section_count: 3,
  userCanAccess: true,
  updated_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

/** As in the app shell: the screen renders once GET /api/user has answered. */
function SignedIn({ children }: { children: ReactNode }) {
  return useBootstrap().data ? children : null;
}

const PROGRAMS = [
  program(1, 'Multi-pitch Foundations', {
    plans: [2],
    required_plans: [{ id: 2, plan_name: 'Crag', plan_monthly_price: 1000 }],
    userCanAccess: false,
  }),
  program(2, 'Alpine Rock First Steps'),
  program(3, 'Crack Climbing Basics'),
  program(4, 'Rescue Skills'),
];

function renderTraining() {
  const bootstrap = makeBootstrap({ user: makeUser({ role: 'climber' }) });
  const calls = answerEventServer([
    api.get('/api/user', ({ response }) => response(200).json(bootstrap)),
    api.get('/api/training', ({ response }) =>
      response(200).json(makeTrainingList([makeTraining(), makeLockedTraining()])),
    ),
    api.get('/api/training-pages/public', ({ response }) =>
      response(200).json({ data: PROGRAMS, page: 1, per_page: 100, total: PROGRAMS.length }),
    ),
  ]);
  localStorage.setItem('token', 'session-token');
  renderRoutes(
    [
      {
        path: '/training',
        element: (
          <SignedIn>
            <TrainingScreen />
          </SignedIn>
        ),
      },
    ],
    '/training',
  );
  return calls;
}

describe('TrainingScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the first three programs and the newest videos, each section with See all', async () => {
    const calls = renderTraining();
    const programs = await screen.findByRole('region', { name: 'Training Programs' });
    await within(programs).findByText('Multi-pitch Foundations');
    expect(within(programs).getAllByRole('listitem')).toHaveLength(3);
    expect(within(programs).queryByText('Rescue Skills')).not.toBeInTheDocument();
    expect(within(programs).getByRole('link', { name: 'See all training programs' })).toHaveAttribute(
      'href',
      '/training-programs',
    );

    const videos = screen.getByRole('region', { name: 'Videos' });
    await within(videos).findByRole('button', { name: /^Play: Quiet feet on slab/ });
    expect(within(videos).getByRole('link', { name: 'See all videos' })).toHaveAttribute('href', '/videos');
    const asked = calls.find((call) => call.path === '/api/training');
    expect(asked?.search.get('per_page')).toBe('6');
  });
});
