import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, createElement, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts, showAlert } from '../alerts/alert.store.ts';
import { AlertRegion } from '../alerts/alert-region.component.tsx';
import { closeModal, openModal } from './modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from './modal-host.component.tsx';

/** A sub admin to greet: the test opens the admin_password kind with it. */
const ada: SubAdmin = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  image: null,
  color: '#0f766e',
  permissions: [],
  created_at: '2026-01-01T00:00:00.000Z',
};

function GreetingModal({ props, close }: ModalContentProps) {
  return (
    <div>
      <p>{`Hello ${(props.admin as SubAdmin).name}`}</p>
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  );
}

const registry: ModalRegistry = { admin_password: { title: () => 'View user', Content: GreetingModal } };

describe('ModalHost', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it('opens the modal kind asked for as a modal dialog with focus inside, and returns focus to the opener on close', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <>
        <button type="button" onClick={() => openModal('admin_password', { admin: ada })}>
          Open
        </button>
        <ModalHost registry={registry} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });

    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'View user' });
    expect(dialog).toHaveTextContent('Hello Ada');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Shown modally, the browser makes the page behind inert: focus cannot leave (the journeys check it
    // in Chromium; jsdom has no top layer).
    expect(showModal).toHaveBeenCalledOnce();
    expect(showModal.mock.contexts[0]).toBe(dialog);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<ModalHost registry={registry} />);
    act(() => openModal('admin_password', { admin: ada }));
    await screen.findByRole('dialog');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press on the backdrop, not on a press inside that ends outside', async () => {
    render(<ModalHost registry={registry} />);
    act(() => openModal('admin_password', { admin: ada }));
    const dialog = await screen.findByRole('dialog');

    // A text selection started inside and released over the backdrop.
    fireEvent.pointerDown(screen.getByText('Hello Ada'));
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // The backdrop is the dialog element itself: its box is filled by the body.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws the alerts inside the open dialog, where the inert page behind cannot hide them', async () => {
    render(
      <>
        <AlertRegion />
        <ModalHost registry={registry} />
      </>,
    );
    act(() => openModal('admin_password', { admin: ada }));
    const dialog = await screen.findByRole('dialog');

    act(() => showAlert('danger', 'The payment failed.'));
    expect(dialog).toContainElement(screen.getByRole('alert'));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment failed.');
    act(() => dismissAllAlerts());
  });

  it('opens at once with its title while the code of its body is still loading', async () => {
    let finishLoading: (module: { default: ComponentType<ModalContentProps> }) => void = () => undefined;
    const LazyGreeting = lazy(
      () => new Promise<{ default: ComponentType<ModalContentProps> }>((resolve) => (finishLoading = resolve)),
    );
    render(<ModalHost registry={{ admin_password: { title: () => 'View user', Content: LazyGreeting } }} />);

    act(() => openModal('admin_password', { admin: ada }));

    const dialog = await screen.findByRole('dialog', { name: 'View user' });
    expect(dialog).toContainElement(screen.getByRole('status'));
    await act(async () => finishLoading({ default: GreetingModal }));
    expect(dialog).toHaveTextContent('Hello Ada');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the modal open with Try again when the code of its body fails to download', async () => {
    const downloads = [
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => Promise.resolve({ default: GreetingModal }),
    ];
    const nextLazy = () => lazy(downloads.shift() ?? (() => Promise.resolve({ default: GreetingModal })));
    let Loaded = nextLazy();
    const Content = Object.assign((props: ModalContentProps) => createElement(Loaded, props), {
      reload: () => {
        Loaded = nextLazy();
      },
    });
    render(<ModalHost registry={{ admin_password: { title: () => 'View user', Content } }} />);

    act(() => openModal('admin_password', { admin: ada }));

    const dialog = await screen.findByRole('dialog', { name: 'View user' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of Cordée could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(dialog).not.toContainElement(screen.queryByRole('alert'));
  });

  it('waits for the catalogue part its title is written in before it opens', async () => {
    let title = 'not loaded';
    let finishLoading: () => void = () => undefined;
    const catalogue = () =>
      new Promise<void>((resolve) => {
        finishLoading = () => {
          title = 'View user';
          resolve();
        };
      });
    render(<ModalHost registry={{ admin_password: { title: () => title, Content: GreetingModal, catalogue } }} />);

    act(() => openModal('admin_password', { admin: ada }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => finishLoading());
    expect(await screen.findByRole('dialog', { name: 'View user' })).toHaveTextContent('Hello Ada');
  });

  it('shows nothing for a kind no feature has registered yet', () => {
    render(<ModalHost registry={registry} />);
    act(() => openModal('plan_modal'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
