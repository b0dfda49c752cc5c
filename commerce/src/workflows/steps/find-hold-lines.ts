import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/** The hold of a booking in a cart and the ids of the cart lines it priced. */
export const findHoldLinesStep = createStep(
  "find-hold-lines",
  async (input: { cart_id: string; hold_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [hold] = await booking.listHolds({ id: input.hold_id, cart_id: input.cart_id }, { take: 1 })
    if (!hold) throw new BookingError(MedusaError.Types.NOT_FOUND, "booking_not_found")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "items.id", "items.metadata"],
      filters: { id: input.cart_id },
    })
    const items = (data[0]?.items ?? []) as { id: string; metadata?: Record<string, unknown> | null }[]
    const lineIds = items.filter((i) => i?.metadata?.hold_id === hold.id).map((i) => i.id)
    return new StepResponse({ hold, lineIds })
  },
)
