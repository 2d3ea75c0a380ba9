import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, useOpenModal } from '../../shell/modals/modal.store.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { jsonResponse, renderScreen } from '../../test/render.tsx';
import { makeLockedTraining, makeTraining, makeTrainingList } from './trainings.fixtures.ts';
import { VideosLibrary } from './videos-library.component.tsx';

function OpenModalKind() {
  const open = useOpenModal();
  return <output aria-label="Open modal">{open?.kind ?? ''}</output>;
}

function stubTrainings(rows = [makeTraining(), makeLockedTraining()]) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/training') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return jsonResponse(
        200,
        makeTrainingList(rows.filter((row) => row.training_title.toLowerCase().includes(search))),
      );
    }
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
    const fetchMock = stubTrainings([]);
    renderLibrary();
    expect(await screen.findByText('No Videos yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search videos'), 'slab');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('search=slab'))).toBe(true),
    );
  });
});
