import type { StoreApi } from "./store-api"

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
 * Offers per page of `GET /store/catalogue/offers` (its most): the route
 * prices a page's adult and item variants with the pricing module in one
 * call, so 50,000 experiences are ten pages a currency (seconds), where the
 * store's product listing with calculated prices took about an hour for four
 * currencies (pages of 200: it prices at most 4,000 variants a request).
 */
const PAGE_SIZE = 5000
/** Handles the route takes at once. */
const HANDLES_AT_ONCE = 200

type OffersPage = {
  currency_code: string
  offers: { id: string; handle: string; from_price: number | null; per: "person" | "item" }[]
  next_cursor: string | null
}

async function offersIn(
  api: StoreApi,
  currency: string,
  handles?: readonly string[],
): Promise<Map<string, ExperienceOffer>> {
  if (handles && handles.length > HANDLES_AT_ONCE) {
    const parts = await Promise.all(
      Array.from({ length: Math.ceil(handles.length / HANDLES_AT_ONCE) }, (_, i) =>
        offersIn(api, currency, handles.slice(i * HANDLES_AT_ONCE, (i + 1) * HANDLES_AT_ONCE)),
      ),
    )
    return new Map(parts.flatMap((part) => [...part]))
  }
  if (handles && handles.length === 0) return new Map()
  const offers = new Map<string, ExperienceOffer>()
  for (let cursor: string | null | undefined; cursor !== null;) {
    const page = await api.client.fetch<OffersPage>("/store/catalogue/offers", {
      query: {
        currency: currency.toLowerCase(),
        limit: PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
        ...(handles ? { handle: handles.join(",") } : {}),
      },
    })
    for (const offer of page.offers) {
      const code = page.currency_code.toUpperCase()
      offers.set(offer.handle, {
        id: offer.id,
        handle: offer.handle,
        currency: page.currency_code,
        fromPrice: offer.from_price,
        per: offer.per,
        prices: offer.from_price === null ? {} : { [code]: offer.from_price },
      })
    }
    cursor = page.next_cursor
  }
  return offers
}
