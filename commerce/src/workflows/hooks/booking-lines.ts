import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import {
  addToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  updateLineItemInCartWorkflow,
} from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BookingError } from "../../lib/booking-error"
import { assertBookingLinesMatchHolds, isBookingVariant } from "../../lib/booking-lines"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { VARIANT_METADATA_FIELDS } from "../../lib/query-config/products"

// Seats are only sold through holds: Medusa's own cart workflows may not add,
// resize or complete booking lines behind the booking module's back. The
// store routes refuse such bodies up front (api/store/carts/booking-guards);
// these hooks hold the same line for any other caller of the workflows.

type Item = { variant_id?: string | null; metadata?: Record<string, unknown> | null }

async function hasBookingVariant(container: MedusaContainer, items: Item[]) {
  const ids = items.map((i) => i.variant_id).filter((id): id is string => !!id)
  if (!ids.length) return false
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: VARIANT_METADATA_FIELDS,
    filters: { id: ids },
  })
  return (data as { metadata?: Record<string, unknown> | null }[]).some((v) =>
    isBookingVariant(v.metadata),
  )
}

const refuse = () => new BookingError(MedusaError.Types.NOT_ALLOWED, "book_through_bookings")

addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const items = (input.items ?? []) as Item[]
  const held = items.filter((i) => i.metadata?.hold_id !== undefined)
  if (held.length) {
    // Only the bookings workflows add lines naming a hold, and only for a live
    // hold of this very cart (they hold the cart's lock while they do).
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const ids = [...new Set(held.map((i) => String(i.metadata!.hold_id)))]
    if ((await booking.countLiveHolds(cart.id, ids)) !== ids.length) throw refuse()
  }
  if (
    await hasBookingVariant(
      container,
      items.filter((i) => i.metadata?.hold_id === undefined),
    )
  )
    throw refuse()
})

createCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  const items = ((input as { items?: Item[] }).items ?? []) as Item[]
  if (items.some((i) => i.metadata?.hold_id !== undefined)) throw refuse()
  if (await hasBookingVariant(container, items)) throw refuse()
})

updateLineItemInCartWorkflow.hooks.validate(async ({ input, cart }) => {
  const item = (cart.items ?? []).find((i: { id: string }) => i.id === input.item_id)
  const update = (input as { update?: { metadata?: Record<string, unknown> | null } }).update
  if (item?.metadata?.hold_id !== undefined || update?.metadata?.hold_id !== undefined)
    throw refuse()
})

completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  await assertBookingLinesMatchHolds(container, cart.id)
})
