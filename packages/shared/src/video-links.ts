/**
 * Video links a climber may paste into a gallery: YouTube, Vimeo, or a direct MP4/WebM file, always over
 * https. The player never embeds an arbitrary page: a YouTube or Vimeo link is recognised by its host and
 * its id is kept, a file by its extension.
 */
export type VideoLink =
  | { kind: 'youtube'; id: string; url: string }
  | { kind: 'vimeo'; id: string; url: string }
  | { kind: 'file'; url: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,15}$/;
const VIDEO_FILE = /\.(mp4|webm)$/i;
export const MAX_VIDEO_LINK_LENGTH = 500;

function youtubeIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? id : undefined;
}

function vimeoIdOf(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123
  return segments.findLast((segment) => VIMEO_ID.test(segment));
}

/** What a pasted link is, or undefined when it is not a video link Cordée plays. */
export function parseVideoLink(raw: string): VideoLink | undefined {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_VIDEO_LINK_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const youtube = youtubeIdOf(url);
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube) ? { kind: 'youtube', id: youtube, url: url.href } : undefined;
  const vimeo = vimeoIdOf(url);
  if (vimeo !== undefined) return { kind: 'vimeo', id: vimeo, url: url.href };
  if (VIMEO_HOSTS.has(url.hostname) || url.hostname === 'youtu.be') return undefined;
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', url: url.href } : undefined;
}

/**
 * Where the viewer sends a YouTube or Vimeo link: the provider's own watch page. The app's CSP allows no
 * third-party frames, so these are opened in a new tab rather than embedded.
 */
export function watchUrlOf(link: VideoLink): string {
  if (link.kind === 'youtube') return `https://www.youtube.com/watch?v=${encodeURIComponent(link.id)}`;
  if (link.kind === 'vimeo') return `https://vimeo.com/${encodeURIComponent(link.id)}`;
  return link.url;
}
