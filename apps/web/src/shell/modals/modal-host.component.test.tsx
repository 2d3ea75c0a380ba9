import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, createElement, lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, openModal } from './modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from './modal-host.component.tsx';

function GreetingModal({ props, close }: ModalContentProps) {
  return (
    <div>
      <p>{`Hello ${String(props.name)}`}</p>
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  );
}

const registry: ModalRegistry = { view_user: { title: () => 'View user', Content: GreetingModal } };

describe('ModalHost', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it('opens the modal kind asked for, traps focus inside and returns it to the opener on close', async () => {
    render(
      <>
        <button type="button" onClick={() => openModal('view_user', { name: 'Ada' })}>
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
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<ModalHost registry={registry} />);
    act(() => openModal('view_user', { name: 'Ada' }));
    await screen.findByRole('dialog');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at once with its title while the code of its body is still loading', async () => {
    let finishLoading: (module: { default: ComponentType<ModalContentProps> }) => void = () => undefined;
    const LazyGreeting = lazy(
      () => new Promise<{ default: ComponentType<ModalContentProps> }>((resolve) => (finishLoading = resolve)),
    );
    render(<ModalHost registry={{ view_user: { title: () => 'View user', Content: LazyGreeting } }} />);

    act(() => openModal('view_user', { name: 'Ada' }));

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
    render(<ModalHost registry={{ view_user: { title: () => 'View user', Content } }} />);

    act(() => openModal('view_user', { name: 'Ada' }));

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
    render(<ModalHost registry={{ view_user: { title: () => title, Content: GreetingModal, catalogue } }} />);

    act(() => openModal('view_user', { name: 'Ada' }));

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
