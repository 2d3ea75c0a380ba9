import { getToken } from './session.ts';

/*
 * A file no saved record holds yet is served to its uploader only, who proves it with the session's
 * Authorization header (issue 28). An <img> or a link cannot send that header, so a form shows what it
 * just uploaded from the file the user picked (an object URL of this tab), and a draft reopened later
 * (its files picked in another visit) fetches them with the header. Once a record holds a file, its
 * address is public and works anywhere.
 */

/** `/uploads/<32 hex>.<ext>` or its `-thumb.webp`; the id is the file's, whichever of the two. */
const UPLOAD_ADDRESS = /^\/uploads\/([a-f0-9]{32})(?:\.[a-z0-9]+|-thumb\.webp)$/;
/** Object URLs keep their file in memory until revoked: the oldest go past this many. */
const MAX_COPIES = 40;

/** Upload id → object URL of the file picked in this tab. */
const localCopies = new Map<string, string>();
/** Address → object URL of the file fetched with the session's header. */
const fetchedCopies = new Map<string, string>();

function remember(copies: Map<string, string>, name: string, objectUrl: string): void {
  const previous = copies.get(name);
  if (previous) URL.revokeObjectURL(previous);
  copies.delete(name);
  copies.set(name, objectUrl);
  for (const [oldest, url] of copies) {
    if (copies.size <= MAX_COPIES) break;
    copies.delete(oldest);
    URL.revokeObjectURL(url);
  }
}

const canMakeObjectUrls = () => typeof URL.createObjectURL === 'function';

/** After an upload: its address (and its thumbnail's) shows the picked file from now on in this tab. */
export function rememberLocalCopy(uploadUrl: string, file: Blob): void {
  const id = UPLOAD_ADDRESS.exec(uploadUrl)?.[1];
  if (!id || !canMakeObjectUrls()) return;
  remember(localCopies, id, URL.createObjectURL(file));
}

/** The address to put in an <img> or a link: this tab's copy of a file it uploaded, or the address itself. */
export function shownUploadUrl(url: string): string;
export function shownUploadUrl(url: string | null | undefined): string | null | undefined;
export function shownUploadUrl(url: string | null | undefined): string | null | undefined {
  if (!url) return url;
  const id = UPLOAD_ADDRESS.exec(url)?.[1];
  return (id && localCopies.get(id)) || fetchedCopies.get(url) || url;
}

/**
 * The uploader's own file that no record holds yet, fetched with the session's header: an object URL, or
 * undefined when it cannot be had (no session, not the uploader, swept). Only Cordée's upload addresses.
 */
export async function fetchOwnUpload(url: string): Promise<string | undefined> {
  const token = getToken();
  if (!token || !UPLOAD_ADDRESS.test(url) || !canMakeObjectUrls()) return undefined;
  const known = fetchedCopies.get(url);
  if (known) return known;
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) return undefined;
    const objectUrl = URL.createObjectURL(await response.blob());
    remember(fetchedCopies, url, objectUrl);
    return objectUrl;
  } catch {
    return undefined;
  }
}
