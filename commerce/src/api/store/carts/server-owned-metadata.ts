import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { cartIdShape } from "./booking-guards"
import { ensureGuestCustomer } from "./guest-customer"

/**
 * The only cart metadata keys a traveller writes: their own lead guest (name,
 * e-mail, phone), shown back to them and to the operator as typed. Every
 * other key of a cart's metadata is the server's (the order inherits them and
 * the server reads them back as facts: `payment_method`, `failed_bookings`,
 * `payment_link`, `offer_request_id`, `locale`...).
 */
export const TRAVELLER_CART_METADATA_KEYS = ["lead_guest"] as const

/**
 * Medusa's `POST /store/carts` and `POST /store/carts/:id` take `metadata`
 * and merge it into the cart's (a key sent as "" is deleted). Any key but the
 * traveller's own is refused, 400 `metadata_reserved` naming it, so what the
 * server reads from a cart or its order was written by the server. The
 * language is the server's too: it writes `locale` from the request itself
 * (store/locale-metadata.ts), so a `locale` equal to the request's is that
 * write, whichever of the two middlewares runs first.
 */
export function refuseServerMetadata(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const metadata = (req.body as { metadata?: unknown } | undefined)?.metadata
  // Medusa takes a null metadata as "clear them all": the server's keys with the rest.
  if (metadata === null)
    return next(
      new BookingError(MedusaError.Types.INVALID_DATA, "metadata_reserved", { key: "metadata" }),
    )
  if (!metadata || typeof metadata !== "object" || Array.isArray(metadata)) return next()
  const locale = requestLocale(req)
  for (const [key, value] of Object.entries(metadata)) {
    if ((TRAVELLER_CART_METADATA_KEYS as readonly string[]).includes(key)) continue
    if (key === "locale" && value === locale) continue
    return next(new BookingError(MedusaError.Types.INVALID_DATA, "metadata_reserved", { key }))
  }
  next()
}

/**
 * Medusa's own cart create and update, before Medusa's middlewares and ours
 * that write the cart's language: server-owned metadata refused, and the
 * guest customer of a new e-mail made once (guest-customer.ts).
 */
export const storeCartWriteMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/carts",
    middlewares: [refuseServerMetadata, ensureGuestCustomer],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id",
    middlewares: [cartIdShape, refuseServerMetadata, ensureGuestCustomer],
  },
]
