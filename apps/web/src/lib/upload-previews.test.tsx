import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadedImage } from '../components/ui/uploaded-image.component.tsx';
import { addressOf, apiServer, recordRequests } from '../test/api-server.ts';
import { fetchOwnUpload, rememberLocalCopy, shownUploadUrl } from './upload-previews.ts';

/** Where the app keeps the session token (lib/session.ts). */
const TOKEN_KEY = 'token';
const id = (n: number) => n.toString(16).padStart(32, '0');

let made = 0;
beforeEach(() => {
  made = 0;
  // jsdom has no object URLs: each call names a new one, as a browser would.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:copy-${++made}`), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('upload previews (issue 28: a file no record holds is served to its uploader only)', () => {
  it('shows a file this tab uploaded, and its thumbnail, from the picked file; other addresses as they are', () => {
    rememberLocalCopy(`/uploads/${id(1)}.jpg`, new Blob(['jpeg']));
    expect(shownUploadUrl(`/uploads/${id(1)}.jpg`)).toMatch(/^blob:copy-/);
    expect(shownUploadUrl(`/uploads/${id(1)}-thumb.webp`)).toBe(shownUploadUrl(`/uploads/${id(1)}.jpg`));
    expect(shownUploadUrl(`/uploads/${id(2)}.jpg`)).toBe(`/uploads/${id(2)}.jpg`);
    expect(shownUploadUrl('https://example.test/photo.jpg')).toBe('https://example.test/photo.jpg');
    expect(shownUploadUrl(null)).toBeNull();
  });

  it('keeps a bounded number of copies in memory, revoking the oldest', () => {
    for (let n = 100; n < 150; n += 1) rememberLocalCopy(`/uploads/${id(n)}.png`, new Blob(['png']));
    expect(URL.revokeObjectURL).toHaveBeenCalled();
    expect(shownUploadUrl(`/uploads/${id(100)}.png`)).toBe(`/uploads/${id(100)}.png`);
    expect(shownUploadUrl(`/uploads/${id(149)}.png`)).toMatch(/^blob:copy-/);
  });

  it("fetches a reopened draft's file with the session's header when its address refuses", async () => {
    localStorage.setItem(TOKEN_KEY, 'session-token');
    const url = `/uploads/${id(7)}-thumb.webp`;
    // An uploaded file, not an API route: the document does not describe it.
    apiServer.use(http.get(url, () => new HttpResponse(new Blob(['png']))));
    const requests = recordRequests();
    render(<UploadedImage src={url} alt="Photo 1" />);
    const image = screen.getByRole('img', { name: 'Photo 1' });
    expect(image).toHaveAttribute('src', url);

    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:copy-/));
    expect(requests.map(addressOf)).toEqual([url]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('asks nothing without a session, nor for an address that is not an upload', async () => {
    const requests = recordRequests();
    expect(await fetchOwnUpload(`/uploads/${id(8)}.png`)).toBeUndefined();
    localStorage.setItem(TOKEN_KEY, 'session-token');
    expect(await fetchOwnUpload('https://elsewhere.test/a.png')).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});
