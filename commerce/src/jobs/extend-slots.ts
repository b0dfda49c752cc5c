import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"

/** How far ahead schedules are turned into slots. */
const DAYS_AHEAD = 120

/** Every night, adds the slots of the day that just came into the window (idempotent). */
export default async function extendSlots(container: MedusaContainer) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const created = await booking.generateSlots({ from: day(0), to: day(DAYS_AHEAD) })
  if (created > 0) container.resolve("logger").info(`Schedules: ${created} new slots`)
}

export const config = { name: "extend-slots", schedule: "15 0 * * *" }
