import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { CART_ID } from "../../../workflows/steps/assert-cart-open"
import { OFFER_LINE_KEY } from "../../../workflows/offer/steps/add-offer-lines"
import { CART_METADATA_FIELDS } from "../../../lib/query-config/carts"

/**
 * A custom offer's cart is what the team sent and the traveller pays from the
 * e-mailed link: nobody changes it through the Store API (region or currency,
 * promotions, lines, bookings, another checkout), so the agreed price is the
 * price paid. Reads stay open.
 */
export async function refuseOfferCartChanges(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  try {
    const id = req.params.id
    if (!CART_ID.test(id ?? "")) return next()
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_METADATA_FIELDS,
      filters: { id },
    })
    const metadata = (data[0] as { metadata?: Record<string, unknown> | null } | undefined)
      ?.metadata
    if (typeof metadata?.[OFFER_LINE_KEY] === "string")
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "offer.cart_locked")
    next()
  } catch (error) {
    next(error)
  }
}

const WRITES = ["POST", "DELETE"] as const
const PATHS = [
  "/store/carts/:id",
  "/store/carts/:id/promotions",
  "/store/carts/:id/line-items",
  "/store/carts/:id/line-items/:line_id",
  // Adding a booking (POST /store/carts/:id/bookings) is refused in the first statement of its
  // seat cap instead, with the same error (hold-limits.ts, limitLiveHolds with ownChecks).
  "/store/carts/:id/bookings/:hold_id",
  "/store/carts/:id/combos",
  "/store/carts/:id/shipping-methods",
  "/store/carts/:id/customer",
  "/store/carts/:id/taxes",
  "/store/carts/:id/checkout",
  "/store/carts/:id/card-payment",
  "/store/carts/:id/complete",
  "/store/carts/:id/complete-booking",
]

export const storeOfferCartMiddlewares: MiddlewareRoute[] = PATHS.map((matcher) => ({
  method: [...WRITES],
  matcher,
  middlewares: [refuseOfferCartChanges],
}))
