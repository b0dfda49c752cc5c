import type { MedusaContainer } from "@medusajs/framework/types"
import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../booking-error"
import type { BookingLine } from "../booking-request"
import { assertDateInWindow } from "../date-window"
import { localDate } from "../local-time"
import { COMBO_MODULE } from "../../modules/combo"
import type ComboModuleService from "../../modules/combo/service"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { resolveBooking } from "../resolve-booking"
import { partShare, type ComboPart, type ComboPrices } from "./prices"

export type ComboRequest = {
  combo_id: string
  parts: { date: string; slot_id: string }[]
  travellers: { adult?: number; child?: number }
}

/** One part of a combo as it will be held and written: its slot, seats, request and priced lines. */
export type ResolvedComboPart = {
  part: number
  slot_id: string
  product_id: string
  seats: number
  request: { travellers: Record<string, number>; extras: null; pickup_point_id: null }
  lines: (BookingLine & { unit_price: number })[]
}

/**
 * Checks a combo request against the combo and its parts' slots and turns it
 * into what each part holds and sells: every part gets a slot of its own
 * experience and option on the date given, the same travellers, and lines
 * priced at that part's share of the bundle price in the cart's currency.
 * Nothing is held here.
 */
export async function resolveComboRequest(
  container: MedusaContainer,
  input: ComboRequest & { currency_code: string },
) {
  const combos: ComboModuleService = container.resolve(COMBO_MODULE)
  const [combo] = await combos.listCombos({ id: input.combo_id }, { take: 1 })
  if (!combo || combo.status !== "active")
    throw new BookingError(MedusaError.Types.NOT_FOUND, "combo_not_found")
  const parts = (combo.parts as { items: ComboPart[] }).items
  const prices = combo.prices as ComboPrices
  if (input.parts.length !== parts.length) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "combo_parts_mismatch")
  }
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const group = generateEntityId(undefined, "cmbk")
  const resolved: ResolvedComboPart[] = []
  for (const [index, part] of parts.entries()) {
    const asked = input.parts[index]
    assertDateInWindow(asked.date)
    const context = await booking.slotContext(asked.slot_id)
    if (
      !context ||
      context.slot.product_id !== part.product_id ||
      context.slot.option_code !== part.option_code
    ) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "combo_parts_mismatch")
    }
    if (localDate(context.slot.starts_at, context.slot.timezone) !== asked.date) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "combo_date_mismatch", {
        part: index + 1,
      })
    }
    const booked = await resolveBooking(container, {
      slot_id: asked.slot_id,
      travellers: input.travellers,
    })
    const lines = booked.lines.map((line) => {
      const band = String(line.metadata.band)
      const share = partShare(prices, input.currency_code, band, index)
      if (share === null)
        throw new BookingError(MedusaError.Types.INVALID_DATA, "band_not_offered", { band })
      return {
        ...line,
        unit_price: share,
        metadata: {
          ...line.metadata,
          combo_id: combo.id,
          combo_handle: combo.handle,
          combo_group: group,
          combo_part: index,
        },
      }
    })
    resolved.push({
      part: index,
      slot_id: asked.slot_id,
      product_id: booked.product_id,
      seats: booked.seats,
      request: { travellers: booked.request.travellers, extras: null, pickup_point_id: null },
      lines,
    })
  }
  return { combo_id: combo.id as string, group, parts: resolved }
}
