import type { HomeEvent } from '@cordee/shared/home.contracts';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { CalendarDays, MapPin, Mountain, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { runDatesOf } from './home-links.ts';

const colourOf = (color: string) => EVENT_COLOR_HEX[color as keyof typeof EVENT_COLOR_HEX] ?? EVENT_COLOR_HEX.blue;

/** A trip as a card: its picture (or its colour), name, days, place and seats booked. The name is the link. */
export function HomeEventCard({ event, to, seatsLabel }: { event: HomeEvent; to: string; seatsLabel: string }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300">
      {event.picture ? (
        <img
          src={thumbnailUrlOf(event.picture)}
          alt=""
          width={320}
          height={128}
          loading="lazy"
          decoding="async"
          className="h-28 w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-28 w-full items-center justify-center text-white/90"
          style={{ backgroundColor: colourOf(event.color) }}
        >
          <Mountain className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-3.5">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          {/* The link covers the whole card, so the card is one target and one tab stop. */}
          <Link to={to} className="outline-none after:absolute after:inset-0">
            {event.event_name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
          {runDatesOf(event)}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{event.address}</span>
        </p>
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs font-medium text-slate-700">
          <Users aria-hidden="true" className="size-3.5 shrink-0" />
          {seatsLabel}
        </p>
      </div>
    </article>
  );
}

/** A trip as one line of a list (the Today panel): colour dot, name, days and place. */
export function HomeEventRow({ event, to, seatsLabel }: { event: HomeEvent; to: string; seatsLabel?: string }) {
  return (
    <div className="flex items-start gap-3 py-2.5">
      <span
        aria-hidden="true"
        className="mt-1.5 size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: colourOf(event.color) }}
      />
      <div className="flex min-w-0 flex-col">
        <Link to={to} className="truncate text-sm font-medium text-slate-900 underline-offset-4 hover:underline">
          {event.event_name}
        </Link>
        <span className="text-xs text-slate-600">
          {runDatesOf(event)}
          {seatsLabel ? ` · ${seatsLabel}` : ''}
        </span>
        <span className="truncate text-xs text-slate-600">{event.address}</span>
      </div>
    </div>
  );
}
