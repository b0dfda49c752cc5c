import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"

/** Gives the seats of lapsed holds back to their slots, every minute. */
export default async function releaseExpiredHolds(container: MedusaContainer) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const count = await booking.expireHolds()
  if (count > 0) container.resolve("logger").info(`Released ${count} expired seat holds`)
}

export const config = { name: "release-expired-holds", schedule: "* * * * *" }
