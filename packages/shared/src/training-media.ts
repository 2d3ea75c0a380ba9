/** Limits and video links of trainings, without schemas: the Videos screen reads them on first paint. */

export const TRAINING_TITLE_MAX = 120;
export const TRAINING_DESCRIPTION_MAX = 20_000;
export const TRAINING_GALLERY_MAX = 12;
export const TRAINING_PLANS_MAX = 20;

/** What the web's file inputs offer; the server decides by the bytes, never by this. */
export const VIDEO_UPLOAD_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

/** A video link a training may hold instead of an uploaded file. */
export type VideoLink =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; url: string; format: 'mp4' | 'webm' };

/**
 * A pasted video link: a YouTube or Vimeo video page, or a direct https link to an .mp4 or .webm file.
 * Anything else (http, other hosts, credentials in the URL, javascript:) is not a video link.
 */
export function parseVideoLink(raw: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (VIDEO_HOSTS.has(host)) {
    if (host === 'youtu.be') return youtube(url.pathname.slice(1));
    if (host.includes('youtube')) {
      if (url.pathname === '/watch') return youtube(url.searchParams.get('v') ?? '');
      const match = /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname);
      return match?.[1] ? youtube(match[1]) : null;
    }
    const vimeo = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(url.pathname);
    return vimeo?.[1] ? { kind: 'vimeo', id: vimeo[1] } : null;
  }
  const format = /\.(mp4|webm)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return format === 'mp4' || format === 'webm' ? { kind: 'file', url: url.toString(), format } : null;
}

function youtube(id: string): VideoLink | null {
  return /^[A-Za-z0-9_-]{6,20}$/.test(id) ? { kind: 'youtube', id } : null;
}

/** The address a player frame loads for a hosted video link (privacy-enhanced YouTube). */
export function embedUrlOf(link: VideoLink): string {
  if (link.kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${link.id}`;
  if (link.kind === 'vimeo') return `https://player.vimeo.com/video/${link.id}`;
  return link.url;
}
