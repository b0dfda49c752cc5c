import { ROWS } from "../cart/CartSkeleton"
import type { BookingView } from "../../lib/client/bookings"
import { formatLocalSlot, formatMajor, plural, type ClientLocale } from "../../lib/client/format"
import type { BookingLabel, StoreCart } from "../../stores/cart"

type Props = {
  locale: ClientLocale
  cart: StoreCart
  bookings: BookingView[]
  labels: Record<string, BookingLabel>
  messages: Record<string, string>
}

/** The bookings, discount and total of the cart being checked out. */
export default function OrderSummary({ locale, cart, bookings, labels, messages }: Props) {
  const money = (n: number) => formatMajor(locale, n, cart.currency_code)
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-xl bg-sand-100 p-6"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary" className="text-lg font-bold">
        {messages["checkout.summary"]}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {bookings.map((b) => {
          const label = b.holdId ? labels[b.holdId] : undefined
          return (
            <li key={b.key} className="flex justify-between gap-2">
              <span>
                <span className="block font-semibold">{label?.title || b.title}</span>
                {b.localDate && b.startTime && (
                  <span className="block">{formatLocalSlot(locale, b.localDate, b.startTime)}</span>
                )}
                <span className="block">
                  {b.items
                    ? plural(locale, messages, "picker.items", b.items.count)
                    : b.travellers
                        .map((t) => `${messages[`band.${t.band}`]}: ${t.count}`)
                        .join(" · ")}
                </span>
              </span>
              <span className="font-semibold">{money(b.total)}</span>
            </li>
          )
        })}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-stone-300 pt-3">
        {Number(cart.discount_total) > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>{messages["cart.discount"]}</dt>
            <dd>−{money(Number(cart.discount_total))}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold">
          <dt>{messages["cart.total"]}</dt>
          <dd data-testid="checkout-total">{money(Number(cart.total))}</dd>
        </div>
      </dl>
    </section>
  )
}

/** The summary's room while the cart loads: a booking (a two-line title, its time and travellers) each and the total. */
export function OrderSummarySkeleton({ messages }: Pick<Props, "messages">) {
  return (
    <section aria-hidden="true" className="rounded-xl bg-sand-100 p-6">
      <p className="text-lg font-bold">{messages["checkout.summary"]}</p>
      <ul className="mt-3 space-y-3">
        {ROWS.map((row) => (
          <li key={row} className={`h-20 rounded bg-sand-50 ${row}`} />
        ))}
      </ul>
      <div className="mt-4 border-t border-stone-300 pt-3">
        <p className="text-lg font-bold">{messages["cart.total"]}</p>
      </div>
    </section>
  )
}
