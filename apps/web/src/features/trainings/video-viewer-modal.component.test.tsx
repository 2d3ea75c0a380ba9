import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeTraining } from './trainings.fixtures.ts';

describe('the view_video_modal', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it('plays the video, steps through items with wrap-around and the arrow keys, and closes', async () => {
    renderScreen(<AppModalHost />);
    act(() => openModal('view_video_modal', { training: makeTraining() }));
    const dialog = await screen.findByRole('dialog', { name: 'Video' });
    const videoOf = () => dialog.querySelector('video');
    expect(await within(dialog).findByText('heels low')).toBeInTheDocument();
    expect(videoOf()?.getAttribute('src')).toMatch(/^\/api\/media\/a{32}\.mp4\?/);
    expect(videoOf()?.hasAttribute('controls')).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    // Wrapped to the last item: a YouTube link, opened on its site.
    expect(within(dialog).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(videoOf()).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(videoOf()).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Item 2 of 3' }));
    expect(within(dialog).getByRole('button', { name: 'Item 2 of 3' })).toHaveAttribute('aria-current', 'true');
    within(dialog).getByRole('button', { name: 'Item 2 of 3' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Item 3 of 3' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
