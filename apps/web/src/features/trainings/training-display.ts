import { parseVideoLink } from '@cordee/shared/training-media';
import type { Training, TrainingGalleryItem } from '@cordee/shared/trainings.contracts';

/**
 * What a card's plan badge says: Free for a training listing no plan or a zero-price plan, otherwise the
 * cheapest plan that opens it, or Unknown Plan when every plan it lists was deleted.
 */
export type PlanBadge = { kind: 'free' } | { kind: 'plan'; name: string } | { kind: 'unknown' };

export function planBadgeOf(training: Pick<Training, 'plans' | 'required_plans'>): PlanBadge {
  if (training.plans.length === 0) return { kind: 'free' };
  const cheapest = [...training.required_plans].sort((a, b) => a.plan_monthly_price - b.plan_monthly_price)[0];
  if (!cheapest) return { kind: 'unknown' };
  return cheapest.plan_monthly_price === 0 ? { kind: 'free' } : { kind: 'plan', name: cheapest.plan_name };
}

/** The card's picture: the first item's thumbnail (null: the default picture). */
export function coverOf(training: Pick<Training, 'training_gallery'>): string | null {
  return training.training_gallery.find((item) => item.thumbnail)?.thumbnail ?? null;
}

/** How the viewer shows one gallery item. */
export type ItemPlayer =
  | { kind: 'video'; src: string }
  | { kind: 'link'; href: string; host: 'youtube' | 'vimeo' }
  | { kind: 'image'; src: string }
  | { kind: 'none' };

export function playerOf(item: TrainingGalleryItem): ItemPlayer {
  if (!item.url) return { kind: 'none' };
  if (item.type === 'image') return { kind: 'image', src: item.url };
  // Uploaded videos come as signed same-origin urls; a direct .mp4/.webm link plays in the same element.
  if (item.url.startsWith('/api/media/')) return { kind: 'video', src: item.url };
  const link = parseVideoLink(item.url);
  if (!link) return { kind: 'none' };
  if (link.kind === 'file') return { kind: 'video', src: link.url };
  return { kind: 'link', href: item.url, host: link.kind };
}

/** Previous and next wrap around the gallery's ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** A title or description for places that show text only: the description's HTML reduced to its words. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
