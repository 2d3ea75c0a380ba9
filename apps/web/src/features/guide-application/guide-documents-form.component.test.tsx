import type { UploadResponse } from '@cordee/shared/uploads.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload-client.ts';
import { COMPANY_INFO, renderGuideApplication, storeDraft, storedDraft } from './guide-application.fixtures.tsx';

vi.mock('../../lib/upload-client.ts', () => ({ uploadFile: vi.fn() }));

type Call = {
  endpoint: string;
  file: File;
  progress: (percent: number) => void;
  resolve: (response: UploadResponse) => void;
  reject: (error: unknown) => void;
};

/** Each upload waits until the test answers it, so progress and failure can be seen on the way. */
function controlUploads(): Call[] {
  const calls: Call[] = [];
  vi.mocked(uploadFile).mockImplementation(
    (endpoint, file, onProgress) =>
      new Promise((resolve, reject) => {
        calls.push({ endpoint, file, progress: (percent) => onProgress?.(percent), resolve, reject });
      }),
  );
  return calls;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const uploaded = (name: string): UploadResponse => ({
  key: `key-${name}`,
  url: `/uploads/key-${name}`,
  thumbnail_url: null,
  name,
  size: 8,
  type: 'application/pdf',
});

async function openDocumentsStep() {
  storeDraft({ ...COMPANY_INFO, continued: ['company-info'] });
  const result = renderGuideApplication('/guide-documents');
  await screen.findByRole('heading', { name: 'Insurance, Certificate & Awards', level: 1 });
  return result;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('Insurance, Certificate & Awards (step 2)', () => {
  beforeEach(() => {
    vi.mocked(uploadFile).mockReset();
  });

  it('shows the progress of an upload, then lists the file, removable', async () => {
    const calls = controlUploads();
    await openDocumentsStep();
    const insurance = group('Insurance');

    await userEvent.upload(within(insurance).getByLabelText('Add files'), pdf('liability.pdf'));

    expect(calls[0]?.endpoint).toBe('/api/temp-pdf-upload');
    expect(within(insurance).getByText('Uploading liability.pdf')).toBeInTheDocument();
    act(() => calls[0]?.progress(40));
    expect(within(insurance).getByRole('progressbar', { name: 'Uploading liability.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // Continue waits for the answer.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('Wait for the uploads to finish before continuing.')).toBeInTheDocument();

    await act(async () => calls[0]?.resolve(uploaded('liability.pdf')));

    expect(within(insurance).getByRole('link', { name: 'liability.pdf' })).toHaveAttribute(
      'href',
      '/uploads/key-liability.pdf',
    );
    expect(within(insurance).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('liability.pdf uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await userEvent.click(within(insurance).getByRole('button', { name: 'Remove liability.pdf' }));
    expect(within(insurance).queryByRole('link', { name: 'liability.pdf' })).not.toBeInTheDocument();
  });

  it('sends images to the image endpoint and shows the server message of a refused file', async () => {
    const calls = controlUploads();
    await openDocumentsStep();
    const license = group('License');

    await userEvent.upload(
      within(license).getByLabelText('Add files'),
      new File(['not really'], 'scan.png', { type: 'image/png' }),
    );
    expect(calls[0]?.endpoint).toBe('/api/temp-image-upload');
    await act(async () =>
      calls[0]?.reject(
        new ApiError({ status: 422, message: 'Invalid file.', errors: { file: ['The file is not a valid image.'] } }),
      ),
    );

    expect(within(license).getByText('scan.png could not be uploaded: The file is not a valid image.')).toBeVisible();
    await userEvent.click(within(license).getByRole('button', { name: 'Dismiss the error about scan.png' }));
    expect(within(license).queryByText(/could not be uploaded/)).not.toBeInTheDocument();
  });

  it('refuses a file that is neither a PDF nor an image without sending it', async () => {
    controlUploads();
    await openDocumentsStep();
    const certificate = group('Certificate');
    // The picker's accept list can be bypassed (drag and drop, "All files").
    await userEvent.upload(
      within(certificate).getByLabelText('Add files'),
      new File(['x'], 'notes.docx', { type: 'application/msword' }),
      { applyAccept: false },
    );

    expect(
      within(certificate).getByText('notes.docx could not be uploaded: Only PDF, PNG and JPG files are accepted.'),
    ).toBeVisible();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('saves the uploads and the awards list to the draft, and pre-fills them on return', async () => {
    const calls = controlUploads();
    const { router } = await openDocumentsStep();
    await userEvent.upload(within(group('Certificate')).getByLabelText('Add files'), pdf('acmg.pdf'));
    await act(async () => calls[0]?.resolve(uploaded('acmg.pdf')));
    await userEvent.type(screen.getByLabelText('Awards'), 'Avalanche Skills 2,  Wilderness First Aid ,');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Customer Reviews', level: 1 })).toBeVisible();
    expect(storedDraft()).toMatchObject({
      guide_certificate: [{ key: 'key-acmg.pdf', url: '/uploads/key-acmg.pdf', name: 'acmg.pdf' }],
      guide_awards: ['Avalanche Skills 2', 'Wilderness First Aid'],
      continued: ['company-info', 'documents'],
    });

    await act(() => router.navigate('/guide-documents'));
    expect(await screen.findByLabelText('Awards')).toHaveValue('Avalanche Skills 2, Wilderness First Aid');
    expect(within(group('Certificate')).getByRole('link', { name: 'acmg.pdf' })).toBeVisible();
  });

  it('completes the step with no document at all', async () => {
    await openDocumentsStep();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Customer Reviews', level: 1 })).toBeVisible();
  });
});
