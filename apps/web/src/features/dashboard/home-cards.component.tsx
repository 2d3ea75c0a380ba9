import { LazyPart } from '../../components/ui/lazy-part.component.tsx';
import { WhenNearViewport } from '../../components/ui/when-near-viewport.component.tsx';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';

/*
 * The notification and message cards sit below the stat cards and the events; on a phone, below the first
 * screen of a guide's or a staff member's Home (the month, the top events). Their code (the notification
 * list, the conversation rows) downloads when they scroll into view, so a first visit stays within the
 * JavaScript budget (decision 0031).
 */
const HomeCardsContent = preloadableLazy(() =>
  import('./home-cards-content.component.tsx').then((module) => module.HomeCardsContent),
);

/** The cards are asked for once they reach the viewport: nearer would download them on most phones' first screen. */
const NEAR_VIEWPORT_MARGIN = '0px';

/** About the height of a card with a few rows, so the page moves little when the cards come. */
const CARD_BOX = 'min-h-56 rounded-2xl border border-slate-200 bg-white shadow-sm';

function CardsPlaceholder() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
      <div className={CARD_BOX} />
      <div className={CARD_BOX} />
    </div>
  );
}

/** Home's notification and new-messages cards, downloaded when they scroll into view. */
export function HomeCards() {
  return (
    <WhenNearViewport margin={NEAR_VIEWPORT_MARGIN} placeholder={<CardsPlaceholder />}>
      <LazyPart part={HomeCardsContent} failedClassName={`${CARD_BOX} p-5`} fallback={<CardsPlaceholder />} />
    </WhenNearViewport>
  );
}
