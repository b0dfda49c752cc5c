import type { MedusaContainer } from "@medusajs/framework/types"
import { stripeClient } from "../lib/stripe"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { guardExpiringCardHoldsWorkflow } from "../workflows/payment/guard-expiring-card-holds"

/**
 * Gives the seats of lapsed holds back to their slots, every minute; a cart
 * still being paid by card first has its Checkout Session expired (or
 * settled, if Stripe says it was paid).
 */
export default async function releaseExpiredHolds(container: MedusaContainer) {
  if (stripeClient()) await guardExpiringCardHoldsWorkflow(container).run()
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const count = await booking.expireHolds()
  if (count > 0) container.resolve("logger").info(`Released ${count} expired seat holds`)
}

export const config = { name: "release-expired-holds", schedule: "* * * * *" }
