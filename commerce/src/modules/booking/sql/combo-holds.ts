import { MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError } from "../errors"
import { holdSeats, type HoldLimits, type HoldRow, type HoldSeatsInput } from "./holds"

/**
 * Holds seats on several slots for one cart, all or none: called inside one
 * transaction, each part is the single conditional statement of `holdSeats`;
 * the first part that does not fit throws (with its position in `inputs` and
 * the seats it has left), and the caller's transaction rolls back the parts
 * already taken. Slots are taken in id order, so two carts holding the same
 * slots can never wait on each other in a cycle; the rows come back in the
 * order of `inputs`.
 */
export async function holdSeatsTogether(
  manager: EntityManager,
  inputs: HoldSeatsInput[],
  limits: HoldLimits,
): Promise<HoldRow[]> {
  const slots = inputs.map((i) => i.slot_id)
  if (new Set(slots).size !== slots.length) {
    throw new BookingModuleError(MedusaError.Types.INVALID_DATA, "combo_parts_mismatch")
  }
  const order = inputs.map((_, index) => index).sort((a, b) => (slots[a] < slots[b] ? -1 : 1))
  const rows: HoldRow[] = new Array(inputs.length)
  for (const index of order) {
    try {
      rows[index] = await holdSeats(manager, inputs[index], limits)
    } catch (error) {
      if (error instanceof BookingModuleError && error.code === "not_enough_seats") {
        throw new BookingModuleError(MedusaError.Types.CONFLICT, "combo_part_full", {
          part: index + 1,
          remaining: Number(error.params.remaining ?? 0),
        })
      }
      throw error
    }
  }
  return rows
}
