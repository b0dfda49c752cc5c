import { regionForCurrency } from "./regions"
import type { StoreApi } from "./store-api"

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
 * The currencies are read side by side.
 */
export async function listExperienceOffers(
  api: StoreApi,
  currency: string,
  otherCurrencies: readonly string[] = [],
  /** Only these experiences (a regeneration reads the changed ones alone); an unlisted one has no offer. */
  handles?: readonly string[],
): Promise<Map<string, ExperienceOffer>> {
  const others = otherCurrencies.filter((c) => c.toUpperCase() !== currency.toUpperCase())
  const [offers, ...inOthers] = await Promise.all(
    [currency, ...others].map((code) => offersIn(api, code, handles)),
  )
  // The build emits every currency's price, so a page shows the chosen one without a rebuild.
  others.forEach((other, i) => {
    for (const [handle, offer] of inOthers[i]) {
      const own = offers.get(handle)
      if (own && offer.fromPrice !== null) own.prices[other.toUpperCase()] = offer.fromPrice
    }
  })
  return offers
}

/**
 * Products per page: Medusa spends much of a request on the request itself
 * (at 5,000 experiences a currency took about 11 s in pages of 100 and 7 s in
 * pages of 200), but it prices at most 4,000 variants per request and leaves
 * the rest without `calculated_price` (pages of 1,000 lost the prices of some
 * 900 experiences): 200 experiences of about five variants each stay well
 * under that. One page after another per currency: the four currencies
 * already keep Medusa busy.
 */
const PAGE_SIZE = 200
/** Variants Medusa prices in one request (seen with Medusa 2.21: the 4,001st has no calculated price). */
const MAX_PRICED_VARIANTS = 4000

async function offersIn(
  api: StoreApi,
  currency: string,
  handles?: readonly string[],
): Promise<Map<string, ExperienceOffer>> {
  if (handles && handles.length > PAGE_SIZE) {
    const parts = await Promise.all(
      Array.from({ length: Math.ceil(handles.length / PAGE_SIZE) }, (_, i) =>
        offersIn(api, currency, handles.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE)),
      ),
    )
    return new Map(parts.flatMap((part) => [...part]))
  }
  if (handles && handles.length === 0) return new Map()
  const region = await regionForCurrency(api, currency)
  const pages = []
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await api.store.product.list({
      region_id: region.id,
      fields: PRICE_FIELDS,
      limit: PAGE_SIZE,
      offset,
      ...(handles ? { handle: [...handles] } : {}),
    })
    const variants = page.products.reduce((n, product) => n + (product.variants?.length ?? 0), 0)
    if (variants > MAX_PRICED_VARIANTS) {
      // Some would come back unpriced and their cards would lose their price without a word.
      throw new Error(
        `A page of ${PAGE_SIZE} products has ${variants} variants: Medusa prices ${MAX_PRICED_VARIANTS} at most`,
      )
    }
    pages.push(page)
    if (offset + PAGE_SIZE >= page.count) break
  }
  const offers = new Map<string, ExperienceOffer>()
  for (const { products } of pages) {
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
  }
  return offers
}
