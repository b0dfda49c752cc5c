import { regionForCurrency } from "./regions"
import { sdk } from "./sdk"

// `variants.metadata` alone is dropped by the store API; `*variants` brings the metadata.
const PRICE_FIELDS = "id,handle,*variants,*variants.calculated_price"

/** What the catalogue says about an experience for its card and page. */
export type ExperienceOffer = {
  id: string
  handle: string
  currency: string
  /** Lowest adult price in major units, or null when unpriced. */
  fromPrice: number | null
}

/**
 * Every published experience's offer in a currency, keyed by handle. Read at
 * build time: catalogue pages are static and availability is fetched live.
 */
export async function listExperienceOffers(
  currency: string,
): Promise<Map<string, ExperienceOffer>> {
  const region = await regionForCurrency(currency)
  const offers = new Map<string, ExperienceOffer>()
  const limit = 100
  for (let offset = 0; ; offset += limit) {
    const { products, count } = await sdk.store.product.list({
      region_id: region.id,
      fields: PRICE_FIELDS,
      limit,
      offset,
    })
    for (const product of products) {
      const adultPrices = (product.variants ?? [])
        .filter((v) => (v.metadata as { band?: string } | null)?.band === "adult")
        .map((v) => v.calculated_price?.calculated_amount)
        .filter((amount): amount is number => typeof amount === "number")
      offers.set(product.handle, {
        id: product.id,
        handle: product.handle,
        currency: region.currency_code,
        fromPrice: adultPrices.length ? Math.min(...adultPrices) : null,
      })
    }
    if (offset + limit >= count) break
  }
  return offers
}
