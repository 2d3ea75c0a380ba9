import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useSearchConfig } from '../../session/public-config.api.ts';

/** Spec 2 §2.5: a fixed point in central Canada at zoom 4 when there is nothing to show yet. */
const CANADA_CENTRE = { lat: 56.13, lng: -106.35 };
const OVERVIEW_ZOOM = 4;
const POINT_ZOOM = 10;
/** Six decimals: about 10 cm, more than any meeting point needs. */
const COORDINATE_DECIMALS = 6;

type Point = { lat: number; lng: number };

type LocationPickerMapProps = {
  point: Point | null;
  onPick: (point: Point) => void;
};

function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({
        lat: Number(event.latlng.lat.toFixed(COORDINATE_DECIMALS)),
        lng: Number(event.latlng.wrap().lng.toFixed(COORDINATE_DECIMALS)),
      }),
  });
  return null;
}

/** Coordinates typed into the inputs move the map to them. */
function FollowPoint({ point }: { point: Point | null }) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    map.setView([lat, lng], Math.max(map.getZoom(), POINT_ZOOM));
  }, [map, lat, lng]);
  return null;
}

/**
 * Leaflet measures its box on window resizes only; the box also changes when the layout around it does
 * (the side menu gives way to the phone menu after a resize settles), which left the point off-centre.
 */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Step 2's map: a click sets the event's point. The latitude and longitude inputs beside it are the
 * way for keyboard and screen-reader users; the map is a pointer shortcut to the same values.
 */
export function LocationPickerMap({ point, onPick }: LocationPickerMapProps) {
  const { t } = useTranslation('event-wizard');
  const { data: config } = useSearchConfig();
  const centre = point ?? CANADA_CENTRE;

  return (
    <figure className="flex flex-col gap-1.5">
      <div className="isolate h-56 overflow-hidden rounded-lg border border-slate-300">
        <MapContainer
          center={[centre.lat, centre.lng]}
          zoom={point ? POINT_ZOOM : OVERVIEW_ZOOM}
          className="size-full"
          // The page scrolls under the wheel; the map zooms with its buttons or a pinch.
          scrollWheelZoom={false}
        >
          {config && <TileLayer url={config.tileUrl} attribution={config.attribution} />}
          {point && (
            <CircleMarker
              center={[point.lat, point.lng]}
              radius={9}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1f665c', fillOpacity: 1 }}
            />
          )}
          <ClickToPick onPick={onPick} />
          <FollowPoint point={point} />
          <FollowContainerSize />
        </MapContainer>
      </div>
      <figcaption className="text-xs text-slate-600">{t('eventWizard.location.mapHint')}</figcaption>
    </figure>
  );
}
