import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import {
  addToCartWorkflow,
  completeCartWorkflow,
  updateLineItemInCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { BookingError } from "../../lib/booking-error"
import { assertBookingLinesMatchHolds, isBookingVariant } from "../../lib/booking-lines"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

// Seats are only sold through holds: Medusa's own cart routes may not add,
// resize or complete booking lines behind the booking module's back.

addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const items = input.items ?? []
  const held = items.filter((i) => i.metadata?.hold_id)
  if (held.length) {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const ids = [...new Set(held.map((i) => String(i.metadata!.hold_id)))]
    if ((await booking.countLiveHolds(cart.id, ids)) !== ids.length) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "book_through_bookings")
    }
  }
  const unheld = items.filter((i) => !i.metadata?.hold_id && i.variant_id)
  if (unheld.length === 0) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["id", "metadata"],
    filters: { id: unheld.map((i) => i.variant_id!) },
  })
  if ((data as { metadata?: Record<string, unknown> | null }[]).some((v) => isBookingVariant(v.metadata))) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "book_through_bookings")
  }
})

updateLineItemInCartWorkflow.hooks.validate(async ({ input, cart }) => {
  const item = (cart.items ?? []).find((i: { id: string }) => i.id === input.item_id)
  if (item?.metadata?.hold_id) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "book_through_bookings")
  }
})

completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  await assertBookingLinesMatchHolds(container, cart.id)
})
