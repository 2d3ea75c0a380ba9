import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, useOpenModal } from '../../shell/modals/modal.store.ts';
import { api, apiServer, recordRequests } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeLockedTraining, makeTraining, makeTrainingList } from './trainings.fixtures.ts';
import { VideosLibrary } from './videos-library.component.tsx';

function OpenModalKind() {
  const open = useOpenModal();
  return <output aria-label="Open modal">{open?.kind ?? ''}</output>;
}

function stubTrainings(rows = [makeTraining(), makeLockedTraining()]) {
  apiServer.use(
    api.get('/api/training', ({ query, response }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      return response(200).json(
        makeTrainingList(rows.filter((row) => row.training_title.toLowerCase().includes(search))),
      );
    }),
  );
  return recordRequests();
}

function renderLibrary() {
  return renderScreen(
    <>
      <VideosLibrary />
      <OpenModalKind />
      <AppModalHost />
    </>,
    '/videos',
  );
}

describe('VideosLibrary', () => {
  afterEach(() => {
    act(() => closeModal());
    vi.unstubAllGlobals();
  });

  it('shows each card with its plan badge, and a lock on what the climber cannot play', async () => {
    stubTrainings();
    renderLibrary();
    const list = await screen.findByRole('list', { name: 'Training videos' });
    const open = within(list).getByRole('button', { name: /^Play: Quiet feet on slab/ });
    expect(open).toHaveTextContent('Free');
    const locked = within(list).getByRole('button', { name: /^Building a quad anchor.*subscribe to watch$/ });
    expect(locked).toHaveTextContent('Crag');
    expect(locked).toHaveTextContent('Locked: subscribe to watch');
  });

  it('opens the subscription modal for a locked training and the video viewer for a playable one', async () => {
    stubTrainings();
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: /^Building a quad anchor.*subscribe to watch$/ }));
    expect(screen.getByRole('status', { name: 'Open modal' })).toHaveTextContent('subscription_modal');

    await userEvent.click(screen.getByRole('button', { name: /^Play: Quiet feet on slab/ }));
    expect(screen.getByRole('status', { name: 'Open modal' })).toHaveTextContent('view_video_modal');
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    const video = await within(dialog).findByText((_, element) => element?.tagName === 'VIDEO');
    expect(video.getAttribute('src')).toMatch(/^\/api\/media\//);
  });

  it('says "No Videos yet" when there are none, and searches on the server', async () => {
    const requests = stubTrainings([]);
    renderLibrary();
    expect(await screen.findByText('No Videos yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search videos'), 'slab');
    await vi.waitFor(() => expect(requests.some((request) => request.url.includes('search=slab'))).toBe(true));
  });
});
