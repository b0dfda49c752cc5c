import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"
import { resolveBookingRequest, type BookingRequestInput, type Variant } from "./booking-request"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { PRODUCT_LINE_FIELDS } from "./query-config/products"

/** A product's descriptive fields, as Medusa copies them onto a cart line. */
export type LineProduct = {
  id: string
  title: string
  subtitle?: string | null
  description?: string | null
  handle?: string | null
  thumbnail?: string | null
  discountable?: boolean | null
  is_giftcard?: boolean | null
  type?: { id: string; value: string } | null
  collection?: { title: string } | null
}
export type LineVariant = Variant & {
  title?: string | null
  sku?: string | null
  barcode?: string | null
  thumbnail?: string | null
  /** The variant's price set (its prices are read when a line is priced, never kept). */
  price_set?: { id: string } | null
}
type ProductFacts = {
  published: boolean
  product: LineProduct
  variants: LineVariant[]
  at: number
}

/**
 * Which variants price which option, per product, for a few seconds: adding
 * to a cart is the hot path and variants change rarely. Each variant's price
 * set is kept with it; prices are not cached (the cart prices its lines
 * itself, from the price sets) and seats never are.
 */
const PRODUCT_FACTS_TTL_MS = 10_000
const productFacts = new Map<string, ProductFacts>()

/** A product's fields and variants as cart lines copy them, cached for PRODUCT_FACTS_TTL_MS. */
export async function loadProductFacts(container: MedusaContainer, productId: string) {
  const cached = productFacts.get(productId)
  if (cached && Date.now() - cached.at < PRODUCT_FACTS_TTL_MS) return cached
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_LINE_FIELDS,
    filters: { id: productId },
  })
  const { variants, ...product } = (data[0] ?? { id: productId, title: "" }) as LineProduct & {
    status?: string
    variants?: LineVariant[]
  }
  const facts = {
    published: product.status === "published",
    product,
    variants: variants ?? [],
    at: Date.now(),
  }
  productFacts.set(productId, facts)
  return facts
}

/** Loads a slot's option, experience and priced variants, and resolves a request against them. */
export async function resolveBooking(
  container: MedusaContainer,
  input: BookingRequestInput & { slot_id: string },
) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const context = await booking.slotContext(input.slot_id)
  if (!context) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
  const facts = await loadProductFacts(container, context.slot.product_id)
  const resolved = resolveBookingRequest(
    { ...context, productPublished: facts.published, variants: facts.variants },
    input,
  )
  return { ...resolved, product_id: context.slot.product_id as string }
}
