import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, QueryContext } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import { comboLinePrices } from "./combo/line-prices"
import type BookingModuleService from "../modules/booking/service"
import { VARIANT_PRICE_FIELDS } from "./query-config/products"
import { CART_CHECK_FIELDS } from "./query-config/carts"

export type BookingCheckState = "available" | "unavailable" | "price_changed"
export type CheckBanner =
  | "all_unavailable"
  | "some_unavailable"
  | "prices_updated"
  | "some_unavailable_and_prices_updated"
  | null

type CartLine = {
  id: string
  variant_id: string
  quantity: number
  unit_price: number
  metadata?: Record<string, unknown> | null
}

/**
 * Where each booking of a cart stands now: its seats still held (or free to
 * take again), and its prices unchanged. Read-only; the cart's own totals are
 * not touched. `new_total` is what the available bookings cost today.
 */
export async function checkCart(container: MedusaContainer, cartId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: CART_CHECK_FIELDS,
    filters: { id: cartId },
  })
  const cart = carts[0]
  if (!cart) return null
  const lines = ((cart.items ?? []) as CartLine[]).filter((l) => l?.metadata?.hold_id)
  const variantIds = [...new Set(lines.map((l) => l.variant_id))]
  const { data: variants } = variantIds.length
    ? await query.graph({
        entity: "product_variant",
        fields: VARIANT_PRICE_FIELDS,
        filters: { id: variantIds },
        context: {
          calculated_price: QueryContext({
            currency_code: cart.currency_code,
            region_id: cart.region_id,
          }),
        },
      })
    : { data: [] }
  const priceOf = new Map(
    (variants as { id: string; calculated_price?: { calculated_amount?: number } | null }[]).map(
      (v) => [v.id, v.calculated_price?.calculated_amount ?? null],
    ),
  )

  // A combo's lines cost their share of the combo's bundle price, not their variant's own price.
  for (const [lineId, price] of await comboLinePrices(container, cart.currency_code, lines))
    priceOf.set(lineId, price)

  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const holds = await booking.listHolds({ cart_id: cartId }, { relations: ["slot"], take: null })
  const now = Date.now()
  const bookings = [...new Set(lines.map((l) => String(l.metadata!.hold_id)))].map((holdId) => {
    const hold = holds.find((h) => h.id === holdId)
    const own = lines.filter((l) => l.metadata!.hold_id === holdId)
    const slot = hold?.slot
    const stillHeld = hold?.status === "active"
    const free = slot ? slot.capacity - slot.held - slot.booked : 0
    // A lapsed hold may be taken again while its lifetime lasts and the seats are free.
    const retakable =
      hold?.status === "expired" &&
      (!hold.max_expires_at || new Date(hold.max_expires_at).getTime() > now) &&
      free >= hold.seats
    const bookable =
      !!hold &&
      !!slot &&
      slot.status === "open" &&
      new Date(slot.starts_at).getTime() > now &&
      (stillHeld || retakable)
    // A custom offer's lines keep the price the team agreed (only its workflow writes them);
    // a combo's lines are priced line by line (the bundle's price split across its parts).
    const priced = own.map((l) => ({
      line: l,
      now:
        typeof l.metadata?.offer_request_id === "string"
          ? l.unit_price
          : ((priceOf.has(l.id) ? priceOf.get(l.id) : priceOf.get(l.variant_id)) ?? null),
    }))
    const missingPrice = priced.some((p) => p.now === null)
    const changed = priced.some(
      (p) => p.now !== null && Number(p.now) !== Number(p.line.unit_price),
    )
    const state: BookingCheckState =
      !bookable || missingPrice ? "unavailable" : changed ? "price_changed" : "available"
    return {
      hold_id: holdId,
      slot_id: slot?.id ?? null,
      state,
      line_ids: own.map((l) => l.id),
      total: priced.reduce((sum, p) => sum + Number(p.line.unit_price) * p.line.quantity, 0),
      new_total:
        state === "unavailable"
          ? 0
          : priced.reduce((sum, p) => sum + Number(p.now) * p.line.quantity, 0),
    }
  })
  const unavailable = bookings.filter((b) => b.state === "unavailable").length
  const changed = bookings.some((b) => b.state === "price_changed")
  const banner: CheckBanner =
    bookings.length > 0 && unavailable === bookings.length
      ? "all_unavailable"
      : unavailable && changed
        ? "some_unavailable_and_prices_updated"
        : unavailable
          ? "some_unavailable"
          : changed
            ? "prices_updated"
            : null
  return {
    cart_id: cartId,
    currency_code: cart.currency_code as string,
    bookings,
    banner,
    needs_check: banner !== null,
    new_total: bookings.reduce((sum, b) => sum + b.new_total, 0),
  }
}
