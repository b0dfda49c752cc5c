import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** What the pricing module calculates for a price set, as far as Sendero reads it. */
export type CalculatedPrice = {
  calculated_amount?: number | null
  original_amount?: number | null
  is_calculated_price_tax_inclusive?: boolean | null
  calculated_price?: { price_list_type?: string | null } | null
}

/** Whom a price is for: a cart's or a region's currency and region, and its customer if any. */
export type PricingContext = {
  currency_code: string
  region_id?: string | null
  customer_id?: string | null
}

/** Price sets priced in one call: the pricing module reads all of them in one query each. */
const CHUNK = 5000

/**
 * Current prices of price sets (never cached): the pricing module's
 * calculation with a currency and region context, price lists included (a
 * running sale list gives the sale price, as `query.graph`'s `calculated_price`
 * and the store's product listing do). The one home of pricing for the cart's
 * lines (workflows/steps/add-booking-lines.ts) and the catalogue's offers
 * (api/store/catalogue/offers). Keyed by price set id; a set without a price in
 * the context is absent.
 */
export async function priceSets(
  container: MedusaContainer,
  setIds: readonly string[],
  pricing: PricingContext,
): Promise<Map<string, CalculatedPrice>> {
  const context = Object.fromEntries(
    Object.entries(pricing).filter(([, value]) => value != null),
  ) as Record<string, string>
  const ids = [...new Set(setIds)]
  const found = new Map<string, CalculatedPrice>()
  const module = container.resolve(Modules.PRICING)
  for (let at = 0; at < ids.length; at += CHUNK) {
    const calculated = await module.calculatePrices({ id: ids.slice(at, at + CHUNK) }, { context })
    for (const price of calculated) found.set(price.id, price as CalculatedPrice)
  }
  return found
}
