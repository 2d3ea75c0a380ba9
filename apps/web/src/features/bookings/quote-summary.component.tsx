import type { Quote } from '@cordee/shared/event-pricing';
import { formatAmount } from '@cordee/shared/money';
import { useTranslation } from 'react-i18next';

/** Totals carry cents (taxes rarely round to whole dollars), so every amount of a quote shows them. */

/** A tax rate in thousandths of a percent as people read it: 5000 → "5", 9975 → "9.975". */
function percentOf(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(rate / 1000);
}

/**
 * A booking's price as the server computes it (`quote` of the shared pricing module): the trip for the
 * group, each add-on and donation, each sales tax on its own line, and the total including taxes. The
 * request form shows the live quote of the choices; the booking modal the quote stored on the booking.
 */
export function QuoteSummary({
  quote,
  title,
  headingLevel = 3,
}: {
  quote: Quote;
  title?: string;
  /** Where the summary sits in the page's outline: under the modal's title, or under one of its pages. */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t, i18n } = useTranslation('bookings');
  const rows = [
    ...quote.lines.map((line) => ({
      key: `${line.kind}-${line.id ?? 'trip'}`,
      label:
        line.kind === 'trip'
          ? t(quote.day_option === 'half' ? 'bookings.quote.tripHalfDay' : 'bookings.quote.trip', {
              count: line.quantity,
              price: formatAmount(line.unit_amount),
            })
          : line.kind === 'addon'
            ? t('bookings.quote.addon', { title: line.label })
            : t('bookings.quote.donation', { title: line.label }),
      amount: line.amount,
    })),
    ...quote.taxes.map((tax) => ({
      key: `tax-${tax.code}`,
      label: t('bookings.quote.tax', { code: tax.code, rate: percentOf(tax.rate, i18n.language) }),
      amount: tax.amount,
    })),
  ];

  return (
    <section className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4" aria-label={title ?? t('bookings.quote.title')}>
      <Heading className="text-sm font-semibold text-slate-900">{title ?? t('bookings.quote.title')}</Heading>
      <dl className="flex flex-col gap-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="shrink-0 text-slate-900 tabular-nums">{formatAmount(row.amount)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold">
          <dt className="text-slate-900">{t('bookings.quote.total')}</dt>
          <dd className="shrink-0 text-slate-900 tabular-nums">{formatAmount(quote.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
