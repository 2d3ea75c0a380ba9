import type { UploadResponse } from '@cordee/shared/uploads.contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload-client.ts';
import type { DraftFile } from './event-draft.ts';
import { WaiverField } from './waiver-field.component.tsx';

vi.mock('../../lib/upload-client.ts', () => ({ uploadFile: vi.fn() }));

type Call = { resolve: (response: UploadResponse) => void; reject: (error: unknown) => void };

/** Each upload waits until the test answers it. */
function controlUploads(): Call[] {
  const calls: Call[] = [];
  vi.mocked(uploadFile).mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return calls;
}

function Harness() {
  const [file, setFile] = useState<DraftFile | null>(null);
  return (
    <WaiverField
      termsType="upload"
      file={file}
      link=""
      onTermsTypeChange={() => {}}
      onFileChange={setFile}
      onLinkChange={() => {}}
      onBusyChange={() => {}}
    />
  );
}

const ONLY_PDF = 'Only PDF files are accepted.';

describe('WaiverField', () => {
  beforeEach(() => {
    vi.mocked(uploadFile).mockReset();
  });

  it('forgets a refused file once a PDF is uploaded', async () => {
    const calls = controlUploads();
    render(<Harness />);

    await userEvent.upload(screen.getByLabelText('Choose a PDF'), new File(['GIF89a'], 'photo.pdf'));
    await act(async () =>
      calls[0]?.reject(
        new ApiError({ status: 422, message: 'Invalid file', code: 'validation', errors: { file: [ONLY_PDF] } }),
      ),
    );
    expect(screen.getByText(new RegExp(ONLY_PDF))).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Choose a PDF'), new File(['%PDF-1.4'], 'waiver.pdf'));
    await act(async () =>
      calls[1]?.resolve({
        key: 'pdf-1.pdf',
        url: '/uploads/pdf-1.pdf',
        thumbnail_url: null,
        name: 'waiver.pdf',
        size: 8,
        type: 'application/pdf',
      }),
    );

    expect(screen.getByRole('link', { name: 'waiver.pdf' })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(ONLY_PDF))).not.toBeInTheDocument();
  });
});
