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
  /** The same lowest adult price in every currency the store sells in (upper-case codes). */
  prices: Record<string, number>
}

/**
 * Every published experience's offer in a currency, keyed by handle. Read at
 * build time: catalogue pages are static and availability is fetched live.
 */
export async function listExperienceOffers(
  currency: string,
  otherCurrencies: readonly string[] = [],
): Promise<Map<string, ExperienceOffer>> {
  const offers = await offersIn(currency)
  // The build emits every currency's price, so a page shows the chosen one without a rebuild.
  for (const other of otherCurrencies.filter((c) => c.toUpperCase() !== currency.toUpperCase())) {
    for (const [handle, offer] of await offersIn(other)) {
      const own = offers.get(handle)
      if (own && offer.fromPrice !== null) own.prices[other.toUpperCase()] = offer.fromPrice
    }
  }
  return offers
}

async function offersIn(currency: string): Promise<Map<string, ExperienceOffer>> {
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
      const fromPrice = adultPrices.length ? Math.min(...adultPrices) : null
      offers.set(product.handle, {
        id: product.id,
        handle: product.handle,
        currency: region.currency_code,
        fromPrice,
        prices: fromPrice === null ? {} : { [region.currency_code.toUpperCase()]: fromPrice },
      })
    }
    if (offset + limit >= count) break
  }
  return offers
}
