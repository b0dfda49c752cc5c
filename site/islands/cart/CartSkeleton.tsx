import type { CART_MESSAGE_KEYS } from "./cart-messages"

type Props = {
  messages: Record<(typeof CART_MESSAGE_KEYS)[number], string>
}

const bar = "rounded bg-sand-100"

/**
 * Room for up to three bookings: the page's inline script writes how many the
 * cart holds (the header's count, in storage) on <html data-cart-count> before
 * the first paint; without it, one.
 */
export const ROWS = [
  "",
  "hidden [[data-cart-count='2']_&]:block [[data-cart-count='3']_&]:block",
  "hidden [[data-cart-count='3']_&]:block",
]

/**
 * What the server renders while the cart loads (it lives in the browser's
 * storage): the loaded cart's layout with one booking's room, the promo form,
 * the totals and the checkout button at their sizes, so the cart taking its
 * place moves nothing below it (issue 10: CLS < 0.05 on /cart).
 */
export default function CartSkeleton({ messages }: Props) {
  return (
    <div className="space-y-6" data-testid="cart-loading" aria-busy="true">
      <p role="status" className="sr-only">
        {messages["cart.loading"]}
      </p>
      <ul className="space-y-4" aria-hidden="true">
        {ROWS.map((row) => (
          <li key={row} className={`rounded-xl border border-sand-100 bg-white p-4 ${row}`}>
            <div className="flex gap-4">
              <div className={`h-18 w-24 shrink-0 ${bar}`} />
              <div className="min-w-0 flex-1 space-y-2 pt-1">
                <div className={`h-4 w-3/4 ${bar}`} />
                <div className={`h-3 w-1/2 ${bar}`} />
                <div className={`h-3 w-2/3 ${bar}`} />
                <div className={`h-3 w-1/3 ${bar}`} />
              </div>
            </div>
            {/* The countdown and the Change / Remove buttons, with the room of a wrapped date on a phone. */}
            <div className="mt-3 h-[8.75rem] sm:h-[2.875rem]" />
          </li>
        ))}
      </ul>
      <div className="rounded-xl border border-sand-100 bg-white p-4" aria-hidden="true">
        <p className="font-semibold">{messages["cart.promo"]}</p>
        <div className="mt-2 h-[2.625rem] rounded-md border border-stone-300" />
      </div>
      <div className="space-y-2 rounded-xl bg-sand-100 p-4" aria-hidden="true">
        <p>{messages["cart.subtotal"]}</p>
        <p className="text-lg font-bold">{messages["cart.total"]}</p>
      </div>
      <div className="h-11 rounded-full bg-sand-100" aria-hidden="true" />
    </div>
  )
}
