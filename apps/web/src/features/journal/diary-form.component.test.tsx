import type { Diary } from '@cordee/shared/diaries.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';

const photo = '/uploads/0123456789abcdef0123456789abcdef.jpg';

function makeDiary(overrides: Partial<Diary> = {}): Diary {
  return {
    id: 7,
    dairy_title: 'Diedre on the Squamish Apron',
    dairy_description: `<p>${'Six pitches of perfect slab. '.repeat(6)}</p><p><strong>Pitch 3</strong> is the crux.</p>`,
    dairy_date: '2026-03-04',
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    dairy_gallery: [{ type: 'image', url: photo, thumbnail: photo.replace('.jpg', '-thumb.webp') }],
    dairy_thumbnail: photo,
    is_shared: true,
    share_url: '/viewdiary/chloe-wong/7',
    author: { name: 'Chloe Wong', username: 'chloe-wong' },
    ...overrides,
  };
}

function renderModal(kind: 'diary_modal' | 'view_diary_modal', props: Record<string, unknown> = {}) {
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal(kind, props));
}

afterEach(() => {
  act(() => {
    closeModal();
    dismissAllAlerts();
  });
  vi.unstubAllGlobals();
});

describe('the diary_modal', () => {
  it('checks the title before sending anything', async () => {
    const requests = recordRequests();
    renderModal('diary_modal');
    const dialog = await findOpenModal('Diary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save diary' }));
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('The title is required.'));
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s first message under each field, a gallery item’s under the gallery', async () => {
    apiServer.use(
      api.put('/api/dairy/{id}', ({ response }) =>
        response(422).json({
          message: 'The date must be a valid date.',
          code: 'invalid_input',
          errors: {
            dairy_date: ['The date must be a valid date.'],
            'dairy_gallery.0.url': ['A video must be an https link to YouTube, Vimeo, or an .mp4 or .webm file.'],
          },
        }),
      ),
    );
    const requests = recordRequests();
    renderModal('diary_modal', { diary: makeDiary() });
    const dialog = await findOpenModal('Diary');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Diedre on the Squamish Apron');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save diary' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(
        'The day you climbed. The date must be a valid date.',
      ),
    );
    expect(within(dialog).getByText(/A video must be an https link/)).toBeInTheDocument();
    expect(addressOf(requests[0])).toBe('/api/dairy/7');
    expect(requests[0]?.method).toBe('PUT');
    expect(await bodyOf(requests[0])).toMatchObject({
      dairy_title: 'Diedre on the Squamish Apron',
      dairy_date: '2026-03-04',
      dairy_gallery: [{ type: 'image', url: photo }],
      dairy_thumbnail: photo,
      is_shared: true,
    });
  });

  it('saves a new entry, says “Saving...” meanwhile, then closes with the server’s message', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      api.post('/api/dairy', async ({ response }) => {
        await answered;
        return response(201).json({ message: 'Diary is created', code: 'diary_created', diary: makeDiary() });
      }),
    );
    const requests = recordRequests();
    renderModal('diary_modal');
    const dialog = await findOpenModal('Diary');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Haffner Creek ice');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Share this entry/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save diary' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(addressOf(requests[0])).toBe('/api/dairy');
    expect(await bodyOf(requests[0])).toMatchObject({ dairy_title: 'Haffner Creek ice', is_shared: true });

    await act(async () => answer());
    expect(await screen.findByText('Diary is created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Diary' })).not.toBeInTheDocument());
  });
});

describe('the view_diary_modal', () => {
  it('shows the long date, toggles Read more and copies the share link of a shared entry', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderModal('view_diary_modal', { diary: makeDiary() });
    const dialog = await findOpenModal('View diary');
    expect(within(dialog).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pitch 3')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read more' }));
    expect(within(dialog).getByText('Pitch 3').tagName).toBe('STRONG');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read less' }));
    expect(within(dialog).queryByText('Pitch 3')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy share link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/viewdiary/chloe-wong/7`);
    expect(await screen.findByText('The share link is copied.')).toBeInTheDocument();
  });

  it('only logs a failed copy, and offers no link for a private entry', async () => {
    const failure = new Error('denied');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(failure)) } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderModal('view_diary_modal', { diary: makeDiary() });
    const dialog = await findOpenModal('View diary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy share link' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Copying the share link failed', failure));
    expect(screen.queryByText('The share link is copied.')).not.toBeInTheDocument();
    logged.mockRestore();

    act(() => openModal('view_diary_modal', { diary: makeDiary({ is_shared: false }) }));
    const privateDialog = await findOpenModal('View diary');
    await waitFor(() => expect(within(privateDialog).queryByRole('button', { name: 'Copy share link' })).toBeNull());
    expect(within(privateDialog).getByText(/Only you can see this entry/)).toBeInTheDocument();
  });

  it('opens the gallery from the thumbnail, and it wraps around', async () => {
    const second = '/uploads/fedcba9876543210fedcba9876543210.jpg';
    const diary = makeDiary({
      dairy_gallery: [
        { type: 'image', url: photo, thumbnail: photo },
        { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: second },
      ],
    });
    renderModal('view_diary_modal', { diary });
    const dialog = await findOpenModal('View diary');
    await userEvent.click(within(dialog).getByRole('button', { name: /Open the gallery/ }));
    const gallery = await screen.findByRole('dialog', { name: /Diedre on the Squamish Apron/ });
    expect(within(gallery).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous' }));
    expect(within(gallery).getByText('2 of 2')).toBeInTheDocument();
    const link = within(gallery).getByRole('link', { name: /Play the video/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Close the gallery' }));
    await waitFor(() => expect(screen.queryByText('1 of 2')).not.toBeInTheDocument());
  });
});
