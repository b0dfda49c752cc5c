import { regionForCurrency } from "./regions"
import { sdk } from "./sdk"

// `variants.metadata` alone is dropped by the store API; `*variants` brings the metadata.
const PRICE_FIELDS = "id,handle,*variants,*variants.calculated_price"

/** What the catalogue says about an experience for its card and page. */
export type ExperienceOffer = {
  id: string
  handle: string
  currency: string
  /**
   * Lowest adult price in major units; for an experience sold only per item
   * (a private transfer, a private boat) the lowest item price. Null when unpriced.
   */
  fromPrice: number | null
  /** What `fromPrice` buys: a traveller, or a whole vehicle or group. */
  per: "person" | "item"
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
      const amounts = (match: (meta: { band?: string; unit?: string }) => boolean) =>
        (product.variants ?? [])
          .filter((v) => match((v.metadata ?? {}) as { band?: string; unit?: string }))
          .map((v) => v.calculated_price?.calculated_amount)
          .filter((amount): amount is number => typeof amount === "number")
      const adultPrices = amounts((meta) => meta.band === "adult")
      const itemPrices = adultPrices.length ? [] : amounts((meta) => meta.unit === "item")
      const lowest = adultPrices.length ? adultPrices : itemPrices
      const fromPrice = lowest.length ? Math.min(...lowest) : null
      offers.set(product.handle, {
        id: product.id,
        handle: product.handle,
        currency: region.currency_code,
        fromPrice,
        per: adultPrices.length ? "person" : "item",
        prices: fromPrice === null ? {} : { [region.currency_code.toUpperCase()]: fromPrice },
      })
    }
    if (offset + limit >= count) break
  }
  return offers
}
