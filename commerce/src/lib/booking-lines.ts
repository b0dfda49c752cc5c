import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { resolveBooking } from "./resolve-booking"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import type { ExpectedHold } from "../modules/booking/sql/conversion"
import { BookingError } from "./booking-error"
import { VARIANT_METADATA_FIELDS } from "./query-config/products"
import { CART_BOOKING_LINE_FIELDS } from "./query-config/carts"

/** A cart or order line, with what tells a booking line from another. */
export type CheckedLine = {
  id: string
  variant_id: string | null
  quantity: number
  metadata?: Record<string, unknown> | null
  /** Its variant prices an experience option (a seat, an item or an extra). */
  booking_variant: boolean
}

/** The lines one hold must have: exactly the ones the bookings route made from its request. */
export type HoldExpectation = ExpectedHold & {
  slot_id: string
  lines: { variant_id: string; quantity: number }[]
}

/** A booking line is priced by a variant of an experience option. */
export const isBookingVariant = (metadata?: Record<string, unknown> | null) =>
  typeof metadata?.option_code === "string"

/**
 * Whether a cart's (or an order's) lines are exactly what its holds hold:
 * every booking line (a booking variant, or any line naming a hold) belongs
 * to one of the holds, on that hold's slot, and each hold's lines are, line
 * for line, the variants and quantities its request resolves to. A line
 * added, resized or re-labelled behind the bookings route breaks this.
 */
export function linesMatchHolds(lines: CheckedLine[], holds: HoldExpectation[]): boolean {
  const byHold = new Map(holds.map((h) => [h.hold_id, [] as string[]]))
  for (const line of lines) {
    const holdId = line.metadata?.hold_id
    if (!line.booking_variant && holdId === undefined) continue
    const hold = typeof holdId === "string" ? holds.find((h) => h.hold_id === holdId) : undefined
    if (!hold || line.metadata?.slot_id !== hold.slot_id) return false
    if (!line.variant_id || !Number.isInteger(line.quantity) || line.quantity < 1) return false
    byHold.get(hold.hold_id)!.push(`${line.variant_id}x${line.quantity}`)
  }
  return holds.every((hold) => {
    const actual = byHold.get(hold.hold_id)!.sort()
    const expected = hold.lines.map((l) => `${l.variant_id}x${l.quantity}`).sort()
    return actual.length === expected.length && actual.every((key, i) => key === expected[i])
  })
}

/**
 * What each live hold of a cart must be sold as: its lines resolved again
 * from the request it stores, with the same code the bookings route used.
 */
export async function expectedHoldLines(
  container: MedusaContainer,
  cartId: string,
): Promise<HoldExpectation[]> {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const holds = await booking.listHolds({ cart_id: cartId, status: ["active"] }, { take: null })
  return Promise.all(
    holds.map(async (hold) => {
      const travellers = (hold.travellers ?? {}) as Record<string, number>
      const extras =
        (hold.extras as { items?: { code: string; quantity: number }[] } | null)?.items ?? []
      const perItem = typeof travellers.items === "number"
      const resolved = await resolveBooking(container, {
        slot_id: hold.slot_id,
        ...(perItem
          ? { items: travellers.items, travellers: { adult: travellers.travellers ?? 0 } }
          : { travellers }),
        extras,
        pickup_point_id: hold.pickup_point_id,
      })
      return {
        hold_id: hold.id,
        slot_id: hold.slot_id,
        seats: hold.seats,
        travellers: hold.travellers,
        extras: hold.extras,
        lines: resolved.lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity })),
      }
    }),
  )
}

/** Marks which lines are priced by a booking variant (one query for all of them). */
export async function withBookingVariants(
  container: MedusaContainer,
  lines: Omit<CheckedLine, "booking_variant">[],
): Promise<CheckedLine[]> {
  const ids = [...new Set(lines.map((l) => l.variant_id).filter((id): id is string => !!id))]
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = ids.length
    ? await query.graph({
        entity: "product_variant",
        fields: VARIANT_METADATA_FIELDS,
        filters: { id: ids },
      })
    : { data: [] }
  const booking = new Set(
    (data as { id: string; metadata?: Record<string, unknown> | null }[])
      .filter((v) => isBookingVariant(v.metadata))
      .map((v) => v.id),
  )
  return lines.map((l) => ({ ...l, booking_variant: !!l.variant_id && booking.has(l.variant_id) }))
}

/** The lines of an order as it stands (quantities from its current version). */
export async function orderLines(container: MedusaContainer, orderId: string) {
  const orders: IOrderModuleService = container.resolve(Modules.ORDER)
  const order = await orders.retrieveOrder(orderId, { relations: ["items"] })
  return (order.items ?? []).map((i) => ({
    id: i.id,
    variant_id: i.variant_id ?? null,
    quantity: Number(i.quantity),
    metadata: (i.metadata ?? null) as Record<string, unknown> | null,
  }))
}

/** The lines of a cart, marked as booking lines or not. */
export async function cartLines(
  container: MedusaContainer,
  cartId: string,
): Promise<CheckedLine[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_BOOKING_LINE_FIELDS,
    filters: { id: cartId },
  })
  const items = (data[0]?.items ?? []) as Omit<CheckedLine, "booking_variant">[]
  return withBookingVariants(container, items.filter(Boolean))
}

/**
 * Refuses (400 `cart_needs_check`) a cart whose booking lines are not
 * exactly what its live holds hold; returns the holds as checked, for the
 * conversion to re-check in its own transaction.
 */
export async function assertBookingLinesMatchHolds(
  container: MedusaContainer,
  cartId: string,
  lines?: CheckedLine[],
): Promise<HoldExpectation[]> {
  const checked = lines ?? (await cartLines(container, cartId))
  const expected = await expectedHoldLines(container, cartId)
  if (!linesMatchHolds(checked, expected)) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "cart_needs_check")
  }
  return expected
}
