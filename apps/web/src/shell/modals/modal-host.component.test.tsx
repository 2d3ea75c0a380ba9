import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy } from 'react';
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

  it('shows nothing for a kind no feature has registered yet', () => {
    render(<ModalHost registry={registry} />);
    act(() => openModal('plan_modal'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
