import type { priceBreakdown } from "../../lib/client/booking-math"
import { formatMinor, plural, type ClientLocale } from "../../lib/client/format"

type Props = {
  locale: ClientLocale
  breakdown: ReturnType<typeof priceBreakdown>
  currency: string
  messages: Record<string, string>
}

/** Band x count (or items), extras and the total, in the chosen currency. */
export default function PriceBreakdown({ locale, breakdown, currency, messages }: Props) {
  const money = (minor: number) => formatMinor(locale, minor, currency)
  return (
    <dl className="space-y-1 text-sm" data-testid="price-breakdown" aria-live="polite">
      {breakdown.lines.map((line) => (
        <div
          key={line.kind === "band" ? line.band : line.kind === "extra" ? line.code : "item"}
          className="flex justify-between gap-2"
        >
          <dt>
            {line.kind === "band"
              ? `${messages[`band.${line.band}`]} × ${line.count}`
              : line.kind === "item"
                ? plural(locale, messages, "picker.items", line.count)
                : `${line.title} × ${line.count}`}{" "}
            <span className="text-stone-700">({money(line.unit)})</span>
          </dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-2 border-t border-sand-100 pt-2 text-base font-bold">
        <dt>{messages["picker.total"]}</dt>
        <dd data-testid="price-total">{money(breakdown.total)}</dd>
      </div>
    </dl>
  )
}
