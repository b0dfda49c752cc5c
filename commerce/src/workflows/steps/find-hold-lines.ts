import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { linesOfBooking } from "../../lib/combo/group"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { CART_LINE_METADATA_FIELDS } from "../../lib/query-config/carts"

const HOLD_ID = /^hold_[0-9A-HJKMNP-TV-Z]{26}$/

/**
 * The hold of a booking in a cart and the ids of the cart lines it priced.
 * With `live_only`, a hold already sold or removed is not found. A part of a
 * combo brings the whole combo (every hold and line of its group: a combo is
 * removed as a whole); with `refuse_combo`, a combo part is refused (400
 * `combo_change_whole`).
 */
export const findHoldLinesStep = createStep(
  "find-hold-lines",
  async (
    input: { cart_id: string; hold_id: string; live_only?: boolean; refuse_combo?: boolean },
    { container },
  ) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [hold] = HOLD_ID.test(input.hold_id)
      ? await booking.listHolds({ id: input.hold_id, cart_id: input.cart_id }, { take: 1 })
      : []
    const gone =
      !hold || (input.live_only && (hold.status === "converted" || hold.status === "released"))
    if (gone) throw new BookingError(MedusaError.Types.NOT_FOUND, "booking_not_found")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_LINE_METADATA_FIELDS,
      filters: { id: input.cart_id },
    })
    const items = (data[0]?.items ?? []) as {
      id: string
      metadata?: Record<string, unknown> | null
    }[]
    const { lineIds, holdIds, comboGroup } = linesOfBooking(items, hold.id)
    if (comboGroup && input.refuse_combo) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "combo_change_whole")
    }
    return new StepResponse({ hold, lineIds, holdIds })
  },
)
