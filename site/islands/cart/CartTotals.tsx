import type { StoreCart } from "../../stores/cart"
import type { CART_MESSAGE_KEYS } from "./cart-messages"

type Props = {
  cart: StoreCart
  /** An amount in the cart's currency, formatted in the page's language. */
  money: (amount: number) => string
  messages: Record<(typeof CART_MESSAGE_KEYS)[number], string>
}

/** The cart's subtotal (before discounts), the discount when there is one, and the total. */
export default function CartTotals({ cart, money, messages }: Props) {
  return (
    <dl className="space-y-2 rounded-xl bg-sand-100 p-4" data-testid="cart-totals">
      <div className="flex justify-between">
        <dt>{messages["cart.subtotal"]}</dt>
        <dd data-testid="cart-subtotal">
          {money(
            Number(
              cart.original_item_total ?? Number(cart.total) + Number(cart.discount_total ?? 0),
            ),
          )}
        </dd>
      </div>
      {Number(cart.discount_total) > 0 && (
        <div className="flex justify-between text-green-800" data-testid="cart-discount">
          <dt>{messages["cart.discount"]}</dt>
          <dd>−{money(Number(cart.discount_total))}</dd>
        </div>
      )}
      <div className="flex justify-between text-lg font-bold">
        <dt>{messages["cart.total"]}</dt>
        <dd data-testid="cart-total">{money(Number(cart.total))}</dd>
      </div>
    </dl>
  )
}
