import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, QueryContext } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { BookingError } from "./booking-error"
import { PRODUCT_STATUS_FIELDS, VARIANT_PRICED_FIELDS } from "./query-config/products"

/**
 * A sellable experience by handle: its booking facts with options. Throws
 * `experience_unavailable` (404) for an unknown, unpublished or paused one.
 */
export async function findSellableExperience(container: MedusaContainer, handle: string) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const [experience] = await booking.listExperiences(
    { handle },
    { relations: ["options"], take: 1 },
  )
  if (!experience || experience.status !== "active") {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "experience_unavailable")
  }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: PRODUCT_STATUS_FIELDS,
    filters: { id: experience.product_id },
  })
  if (data[0]?.status !== "published") {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "experience_unavailable")
  }
  return experience
}

export type OptionPrices = {
  bands: Record<string, number>
  item: number | null
  extras: Record<string, number>
}

/** Current prices of every option of a product in a currency, from its variants. */
export async function optionPrices(
  container: MedusaContainer,
  productId: string,
  currency: string,
): Promise<Map<string, OptionPrices>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: VARIANT_PRICED_FIELDS,
    filters: { product_id: productId },
    context: { calculated_price: QueryContext({ currency_code: currency }) },
  })
  const prices = new Map<string, OptionPrices>()
  for (const variant of data as {
    metadata?: Record<string, unknown> | null
    calculated_price?: { calculated_amount?: number | null } | null
  }[]) {
    const code = variant.metadata?.option_code
    const amount = variant.calculated_price?.calculated_amount
    if (typeof code !== "string" || typeof amount !== "number") continue
    const entry = prices.get(code) ?? { bands: {}, item: null, extras: {} }
    const meta = variant.metadata!
    if (typeof meta.band === "string") entry.bands[meta.band] = amount
    else if (meta.unit === "item") entry.item = amount
    else if (typeof meta.extra === "string") entry.extras[meta.extra] = amount
    prices.set(code, entry)
  }
  return prices
}

/** The lowest price a traveller starts from: an adult seat, or one item. */
export const fromPrice = (p: OptionPrices | undefined) =>
  p ? (p.bands.adult ?? p.item ?? null) : null
