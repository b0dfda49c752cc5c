import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { resolveComboRequest, type ComboRequest } from "../../../lib/combo/request"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/**
 * Resolves a combo request and holds the seats of every part in one
 * transaction, all or none (the booking module's `holdSeatsTogether`): when a
 * part is full nothing is held and the refusal says which part. Compensation
 * gives every part's seats back.
 */
export const holdComboStep = createStep(
  "hold-combo",
  async (
    input: ComboRequest & { cart_id: string; currency_code: string; ttl_minutes?: number },
    { container },
  ) => {
    const resolved = await resolveComboRequest(container, input)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const holds = await booking.holdSeatsTogether(
      resolved.parts.map((part) => ({
        slot_id: part.slot_id,
        cart_id: input.cart_id,
        seats: part.seats,
        ttl_minutes: input.ttl_minutes,
        ...part.request,
      })),
    )
    const parts = resolved.parts.map((part, i) => ({
      ...part,
      hold_id: holds[i].id,
      lines: part.lines.map((line) => ({
        ...line,
        metadata: { ...line.metadata, hold_id: holds[i].id },
      })),
    }))
    return new StepResponse(
      { combo_id: resolved.combo_id, group: resolved.group, holds, parts },
      holds.map((h) => h.id),
    )
  },
  async (holdIds, { container }) => {
    if (!holdIds?.length) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.releaseHolds(holdIds)
  },
)
