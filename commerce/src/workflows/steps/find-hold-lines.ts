import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

const HOLD_ID = /^hold_[0-9A-HJKMNP-TV-Z]{26}$/

/**
 * The hold of a booking in a cart and the ids of the cart lines it priced.
 * With `live_only`, a hold already sold or removed is not found.
 */
export const findHoldLinesStep = createStep(
  "find-hold-lines",
  async (input: { cart_id: string; hold_id: string; live_only?: boolean }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [hold] = HOLD_ID.test(input.hold_id)
      ? await booking.listHolds({ id: input.hold_id, cart_id: input.cart_id }, { take: 1 })
      : []
    const gone = !hold || (input.live_only && (hold.status === "converted" || hold.status === "released"))
    if (gone) throw new BookingError(MedusaError.Types.NOT_FOUND, "booking_not_found")
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
