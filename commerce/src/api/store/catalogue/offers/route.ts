import type { MedusaStoreRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { BookingError } from "../../../../lib/booking-error"
import { offerProducts } from "../../../../lib/core-sql/offers"
import { resolveCurrency } from "../../../../lib/currency"
import { sendCompressedJson } from "../../../../lib/http/compressed-json"
import { priceSets } from "../../../../lib/price-sets"
import type { StoreListCatalogueOffersType } from "../validators"

/**
 * A page of the catalogue's offers in one currency: every published product
 * of the key's sales channels, by id, with its lowest adult price (for an
 * experience sold only per item, its lowest item price) and what that price
 * buys. Exactly what the storefront's `listExperienceOffers` read from the
 * store's product listing with calculated prices, without the product graph:
 * one statement for the page's adult and item price sets, and the pricing
 * module's calculation with the currency's region (price lists included, as
 * a cart's lines are priced: lib/price-sets.ts). At 50,000 experiences the
 * product listing took about an hour for four currencies; this, seconds.
 */
export async function GET(
  req: MedusaStoreRequest<unknown, StoreListCatalogueOffersType>,
  res: MedusaResponse,
) {
  const { limit, cursor, handle } = req.validatedQuery
  const currency = resolveCurrency(req.validatedQuery.currency)
  const [region] = await req.scope
    .resolve(Modules.REGION)
    .listRegions({ currency_code: currency }, { select: ["id"], take: 1 })
  if (!region) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "currency_not_sold", {
      currency: currency.toUpperCase(),
    })
  }
  const products = await offerProducts(req.scope, {
    salesChannelIds: req.publishable_key_context?.sales_channel_ids ?? [],
    limit,
    after: cursor,
    handles: handle,
  })
  const prices = await priceSets(
    req.scope,
    products.flatMap((p) => [...p.adult, ...p.item]),
    { currency_code: currency, region_id: region.id },
  )
  const lowest = (sets: string[]) => {
    const amounts = sets
      .map((set) => prices.get(set)?.calculated_amount)
      .filter((amount): amount is number => typeof amount === "number")
    return amounts.length ? Math.min(...amounts) : null
  }
  // Prices change with the admin, and the live catalogue reads them again at once.
  res.setHeader("Cache-Control", "no-cache")
  await sendCompressedJson(req, res, {
    currency_code: currency,
    offers: products.map((p) => {
      const adult = lowest(p.adult)
      return {
        id: p.id,
        handle: p.handle,
        from_price: adult ?? lowest(p.item),
        per: adult === null ? "item" : "person",
      }
    }),
    next_cursor: products.length === limit ? products[products.length - 1].id : null,
  })
}
