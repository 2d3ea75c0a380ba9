import { screen, waitFor } from '@testing-library/react';

/**
 * The open modal with this accessible name, once its body is on screen: a modal's code loads the first
 * time it opens, and until then the host shows a loader under the title.
 */
export async function findOpenModal(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    if (dialog.querySelector('[data-modal-body-loading]')) throw new Error(`The body of "${name}" is still loading.`);
  });
  return dialog;
}
