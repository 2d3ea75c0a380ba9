import { formatPrice } from '@cordee/shared/money';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import type { EventMarker } from '@cordee/shared/event-search.contracts';
import { EVENT_MARKERS_MAX } from '@cordee/shared/event-search-limits';
import L from 'leaflet';
import 'leaflet.markercluster';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useDeviceClass } from '../../lib/device-class.hook.ts';
import { DESKTOP_POPUP_ADDRESS_MAX, MOBILE_POPUP_ADDRESS_MAX, truncateText } from '../../lib/event-display.ts';
import { formatCount } from '../../lib/format.ts';
import { type SearchConfig, useSearchConfig } from '../../session/public-config.api.ts';
import {
  MAP_ZOOM,
  type MapMarker,
  mapCentreOf,
  mapMarkersOf,
  markerLabelOf,
  priceRangeOf,
} from './event-map-markers.ts';

/** Clustering needs the map's zoom range before any tile layer has said it (tiles come with the config). */
const MAX_ZOOM = 18;
const MIN_ZOOM = 2;
const MARKER_HEIGHT = 28;
/** Half of markercluster's default: courses a few valleys apart keep their own price at zoom 4. */
const CLUSTER_RADIUS_PX = 40;
/** Roughly one label character in pixels at the marker's text size, plus the padding. */
const MARKER_CHARACTER_WIDTH = 7.5;
const MARKER_PADDING = 18;

/**
 * The marker's content as DOM nodes, never as an HTML string: Leaflet inserts a divIcon's `html` string
 * with innerHTML, and the name in it is a guide's free text. `textContent` keeps it text.
 */
export function priceMarkerElement(label: string, accessibleName: string, otherLocation: boolean): HTMLElement {
  const element = document.createElement('span');
  element.className = `flex h-7 items-center justify-center rounded-full px-2 text-xs font-bold whitespace-nowrap shadow-md ring-2 ${
    otherLocation ? 'bg-white text-brand-800 ring-brand-600' : 'bg-brand-700 text-white ring-white'
  }`;
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = `${accessibleName}: `;
  const price = document.createElement('span');
  price.textContent = label;
  element.append(name, price);
  return element;
}

/**
 * A price icon that builds its DOM only when Leaflet shows the marker (`createIcon`): inside a cluster a
 * marker is never drawn, so thousands of markers cost no DOM until zoomed into (`npm run bench:map`).
 * A fresh element each time, since an element can sit in one place of the page only.
 */
class PriceMarkerIcon extends L.DivIcon {
  readonly #label: string;
  readonly #accessibleName: string;
  readonly #otherLocation: boolean;

  constructor(label: string, accessibleName: string, otherLocation: boolean) {
    const width = Math.round(label.length * MARKER_CHARACTER_WIDTH + MARKER_PADDING);
    super({
      className: 'cordee-price-marker',
      iconSize: [width, MARKER_HEIGHT],
      iconAnchor: [width / 2, MARKER_HEIGHT / 2],
      popupAnchor: [0, -MARKER_HEIGHT / 2],
    });
    this.#label = label;
    this.#accessibleName = accessibleName;
    this.#otherLocation = otherLocation;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    this.options.html = priceMarkerElement(this.#label, this.#accessibleName, this.#otherLocation);
    return super.createIcon(oldIcon);
  }
}

type EventMapProps = {
  /** Every course of the search (GET /api/event-markers), not only the list pages loaded so far. */
  events: readonly EventMarker[];
  /** More courses match than the map holds: a note says so. */
  truncated?: boolean;
  /** Opens the course by id (the search_result modal on the search screens). */
  onOpen: (eventId: number) => void;
};

/**
 * The map of the search screens: one price marker per course and per other location, clustered so thousands
 * stay smooth (markers go to the cluster group in chunks, so adding 5,000 does not freeze the page). A
 * click shows a popup beside the marker on larger screens and a card at the bottom of the map on a phone.
 */
export function EventMap({ events, truncated = false, onOpen }: EventMapProps) {
  const { t } = useTranslation('event-search');
  const { data: config } = useSearchConfig();
  const mobile = useDeviceClass() === 'mobile';
  const markers = useMemo(() => mapMarkersOf(events), [events]);
  const centre = useMemo(() => mapCentreOf(markers), [markers]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = mobile ? markers.find((marker) => marker.key === selectedKey) : undefined;

  return (
    <section aria-label={t('eventSearch.map.label')} className="relative isolate size-full">
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={MAP_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        className="size-full rounded-xl"
      >
        {config && <Tiles config={config} />}
        <KeepCentred lat={centre.lat} lng={centre.lng} />
        <PriceMarkersLayer
          markers={markers}
          withPopup={!mobile}
          onSelect={(marker) => setSelectedKey(marker.key)}
          onOpen={onOpen}
        />
      </MapContainer>
      {truncated && (
        <p
          role="status"
          className="absolute inset-x-2 top-2 z-[1000] mx-auto w-fit rounded-lg bg-white/95 px-3 py-1.5 text-center text-xs font-medium text-slate-800 shadow-md"
        >
          {t('eventSearch.map.truncated', { max: formatCount(EVENT_MARKERS_MAX) })}
        </p>
      )}
      {selected && (
        <MobileEventCard
          marker={selected}
          onClose={() => setSelectedKey(null)}
          onOpen={() => {
            setSelectedKey(null);
            onOpen(selected.event.id);
          }}
        />
      )}
    </section>
  );
}

/**
 * The attribution is the deployment's own setting (public config), not user data; Leaflet shows it as
 * HTML so that it can carry the tile provider's link, as their terms ask.
 */
function Tiles({ config }: { config: SearchConfig }) {
  return <TileLayer url={config.tileUrl} attribution={config.attribution} maxZoom={MAX_ZOOM} />;
}

/**
 * The container's centre is read once; later results move the view to their own centre, at once rather
 * than gliding there, so a marker is not moving under the pointer that reaches for it.
 */
function KeepCentred({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], MAP_ZOOM, { animate: false });
  }, [map, lat, lng]);
  return null;
}

type PriceMarkersLayerProps = {
  markers: readonly MapMarker[];
  withPopup: boolean;
  onSelect: (marker: MapMarker) => void;
  onOpen: (eventId: number) => void;
};

/**
 * The markers as one Leaflet cluster layer built outside React: thousands of React marker components
 * froze the page for most of a second at 5,000 courses (`npm run bench:map`). Markers reach the layer in
 * chunks; icons and popups build their DOM only when shown.
 */
function PriceMarkersLayer({ markers, withPopup, onSelect, onOpen }: PriceMarkersLayerProps) {
  const { t } = useTranslation('event-search');
  const map = useMap();
  // The latest handlers, read at click time, so new callbacks do not rebuild thousands of markers.
  const handlers = useRef({ onSelect, onOpen });
  handlers.current = { onSelect, onOpen };

  useEffect(() => {
    const layer = L.markerClusterGroup({ chunkedLoading: true, maxClusterRadius: CLUSTER_RADIUS_PX });
    const leafletMarkers = markers.map((marker) => {
      const { event } = marker;
      const accessibleName = marker.otherLocation
        ? `${event.event_name} (${t('eventSearch.map.otherLocation')})`
        : event.event_name;
      const leafletMarker = L.marker([marker.lat, marker.lng], {
        icon: new PriceMarkerIcon(markerLabelOf(event, formatPrice), accessibleName, marker.otherLocation),
        keyboard: true,
      });
      if (withPopup) {
        leafletMarker.bindPopup(() =>
          popupContent(marker, {
            otherLocation: t('eventSearch.map.otherLocation'),
            open: t('eventSearch.map.open'),
            onOpen: () => handlers.current.onOpen(event.id),
          }),
        );
      } else {
        const select = () => handlers.current.onSelect(marker);
        leafletMarker.on('click', select);
        leafletMarker.on('keypress', select);
      }
      return leafletMarker;
    });
    layer.addLayers(leafletMarkers);
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, markers, withPopup, t]);

  return null;
}

/** The desktop popup's content as DOM nodes with `textContent`, built when the popup opens. */
function popupContent(
  marker: MapMarker,
  texts: { otherLocation: string; open: string; onOpen: () => void },
): HTMLElement {
  const { event } = marker;
  const paragraph = (className: string, text: string) => {
    const element = document.createElement('p');
    element.className = className;
    element.textContent = text;
    return element;
  };
  const root = document.createElement('div');
  root.className = 'flex min-w-52 flex-col gap-1 text-sm text-slate-800';
  root.append(paragraph('m-0! text-base font-semibold text-slate-900', event.event_name));
  if (marker.otherLocation) root.append(paragraph('m-0! text-xs text-slate-600', texts.otherLocation));
  root.append(paragraph('m-0! font-semibold text-brand-800', priceRangeOf(event, formatPrice)));
  const address = paragraph('m-0! text-slate-600', truncateText(marker.address, DESKTOP_POPUP_ADDRESS_MAX));
  address.title = marker.address;
  root.append(address);
  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'mt-1 w-fit rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700';
  button.textContent = texts.open;
  button.addEventListener('click', texts.onOpen);
  root.append(button);
  return root;
}

type MobileEventCardProps = { marker: MapMarker; onClose: () => void; onOpen: () => void };

/** On a phone a popup would cover the marker it belongs to: the event shows in a card under the map. */
function MobileEventCard({ marker, onClose, onOpen }: MobileEventCardProps) {
  const { t } = useTranslation('event-search');
  const { event } = marker;
  return (
    <article
      aria-label={event.event_name}
      className="absolute inset-x-2 bottom-2 z-[1000] flex items-start gap-3 rounded-xl bg-white p-3 shadow-xl"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-semibold text-slate-900">{event.event_name}</p>
        {marker.otherLocation && <p className="text-xs text-slate-600">{t('eventSearch.map.otherLocation')}</p>}
        <p className="font-semibold text-brand-800">{priceRangeOf(event, formatPrice)}</p>
        <p className="text-slate-600" title={marker.address}>
          {truncateText(marker.address, MOBILE_POPUP_ADDRESS_MAX)}
        </p>
        <button
          type="button"
          onClick={onOpen}
          className="mt-1 w-fit rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
        >
          {t('eventSearch.map.open')}
        </button>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('eventSearch.map.closeCard')}
        className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </article>
  );
}
