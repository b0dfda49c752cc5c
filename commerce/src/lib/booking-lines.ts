import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { BookingError } from "./booking-error"

type Line = {
  id: string
  quantity: number
  metadata?: Record<string, unknown> | null
  variant?: { metadata?: Record<string, unknown> | null } | null
}

/** A booking line is priced by a variant of an experience option. */
export const isBookingVariant = (metadata?: Record<string, unknown> | null) =>
  typeof metadata?.option_code === "string"

/** The line of a cart, with what is needed to tell a booking line from another. */
export async function cartLines(container: MedusaContainer, cartId: string): Promise<Line[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "items.id", "items.quantity", "items.metadata", "items.variant.metadata"],
    filters: { id: cartId },
  })
  return (data[0]?.items ?? []) as Line[]
}

/**
 * Checks, before an order is placed, that every booking line belongs to a
 * live hold of this cart on the same slot, and that each hold's seats equal
 * its lines' travellers (or items): lines changed outside the booking routes
 * cannot buy seats that were never held.
 */
export async function assertBookingLinesMatchHolds(container: MedusaContainer, cartId: string) {
  const lines = (await cartLines(container, cartId)).filter(
    (l) => l.metadata?.hold_id || isBookingVariant(l.variant?.metadata),
  )
  if (lines.length === 0) return
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const holds = await booking.listHolds({ cart_id: cartId, status: ["active"] }, { take: null })
  const seatsByHold = new Map<string, number>()
  for (const line of lines) {
    const hold = holds.find((h) => h.id === line.metadata?.hold_id)
    if (!hold || line.metadata?.slot_id !== hold.slot_id) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "cart_needs_review")
    }
    const seatLine = typeof line.metadata?.band === "string" || line.metadata?.unit === "item"
    if (seatLine) seatsByHold.set(hold.id, (seatsByHold.get(hold.id) ?? 0) + line.quantity)
  }
  for (const hold of holds) {
    if ((seatsByHold.get(hold.id) ?? 0) !== hold.seats) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "cart_needs_review")
    }
  }
}
