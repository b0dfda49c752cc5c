import { toMinorUnits } from "../modules/stripe-checkout/money"

/** A cart line as the card checkout reads it. */
export type CartLine = {
  id: string
  product_title?: string | null
  variant_title?: string | null
  quantity: number
  total: number
  metadata?: Record<string, unknown> | null
}

/**
 * One Checkout line per booking (the cart lines of one hold; any other line
 * on its own), priced at its lines' totals after promotions, in minor units.
 * Rounding is settled on the largest line so that the lines always add up to
 * exactly the cart total that Medusa's payment collection asks for.
 */
export function bookingLines(cart: { items: CartLine[]; total: number; currency_code: string }) {
  const groups = new Map<string, CartLine[]>()
  for (const item of cart.items) {
    const key = typeof item.metadata?.hold_id === "string" ? item.metadata.hold_id : item.id
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  const lines = [...groups.values()].map((items) => {
    const parts = items
      .map((i) => `${i.variant_title ?? ""}${i.quantity > 1 ? ` ×${i.quantity}` : ""}`.trim())
      .filter(Boolean)
    const title = items[0].product_title ?? "Sendero"
    return {
      name: parts.length ? `${title} (${parts.join(", ")})` : title,
      amount: toMinorUnits(
        items.reduce((sum, i) => sum + Number(i.total), 0),
        cart.currency_code,
      ),
      quantity: 1,
    }
  })
  const difference =
    toMinorUnits(cart.total, cart.currency_code) - lines.reduce((sum, l) => sum + l.amount, 0)
  if (difference !== 0) {
    const largest = lines.reduce((a, b) => (b.amount > a.amount ? b : a))
    largest.amount += difference
  }
  return lines
}
