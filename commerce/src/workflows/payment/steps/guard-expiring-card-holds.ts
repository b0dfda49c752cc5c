import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { requireStripe } from "../../../lib/stripe"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { settleCardPaymentWorkflow } from "../settle-card-payment"
import { cardSessionsOfCarts } from "./card-sessions-of-carts"

/**
 * Before lapsed holds are released: a cart whose card payment is still open
 * on Stripe must not lose its seats while Stripe could still take its money.
 * Its Checkout Session is expired first; if Stripe says it was paid, the
 * payment is settled (the holds become bookings) instead; if Stripe cannot be
 * asked, the holds are kept a little longer and the next run tries again.
 */
export const guardExpiringCardHoldsStep = createStep(
  "guard-expiring-card-holds",
  async (_: void, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const lapsing = await booking.listHolds(
      { status: ["active"], expires_at: { $lte: new Date() } },
      { take: 500, select: ["cart_id"] },
    )
    const cartIds = [...new Set(lapsing.map((h) => h.cart_id))]
    const sessions = await cardSessionsOfCarts(container, cartIds)
    const stripe = requireStripe()
    const result = { expired: 0, settled: 0, kept: 0 }
    for (const { cart_id, checkout_session_id } of sessions) {
      try {
        const session = await stripe.checkout.sessions.retrieve(checkout_session_id)
        if (session.status === "open") {
          const expired = await stripe.checkout.sessions
            .expire(checkout_session_id)
            .catch(() => null)
          if (expired?.status === "expired") {
            result.expired++
            continue
          }
        }
        const again =
          session.status === "open"
            ? await stripe.checkout.sessions.retrieve(checkout_session_id)
            : session
        if (again.status === "complete") {
          await settleCardPaymentWorkflow(container).run({ input: { checkout_session_id } })
          result.settled++
        }
      } catch (error) {
        logger.warn(
          `Card payment of cart ${cart_id} not confirmed over (${(error as Error).message}): holds kept`,
        )
        await booking
          .extendCartHolds({ cart_id, ttl_minutes: booking.limits.payment_retry_minutes })
          .catch(() => undefined)
        result.kept++
      }
    }
    return new StepResponse(result)
  },
)
