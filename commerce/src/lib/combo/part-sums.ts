import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { partPriceSets } from "../core-sql/combo-parts"
import { priceSets } from "../price-sets"
import type { ComboBand, ComboBandPrice, ComboPart, ComboPrices } from "./prices"

/** A band's bundle price as the store answers it: the saving is what the parts alone cost more. */
export type ComboBandOffer = ComboBandPrice & { saving: number }
export type ComboOffers = Record<string, Partial<Record<ComboBand, ComboBandOffer>>>

/**
 * One truth for "bought separately": the bundle total and shares stay as
 * stored (that is what the cart charges), the parts' sum is what each part
 * costs alone now (`amountOf(part, currency, band)`, null when the part has no
 * price there), and the saving is their difference, never below 0. When a
 * part cannot be priced alone there is nothing honest to compare with: the
 * sum is the total and no saving is claimed.
 */
export function withPartSums(
  prices: ComboPrices,
  parts: number,
  amountOf: (part: number, currency: string, band: ComboBand) => number | null,
): ComboOffers {
  return Object.fromEntries(
    Object.entries(prices).map(([currency, bands]) => [
      currency,
      Object.fromEntries(
        Object.entries(bands).flatMap(([band, price]) => {
          if (!price) return []
          const own = Array.from({ length: parts }, (_, i) =>
            amountOf(i, currency, band as ComboBand),
          )
          const known = own.every((a): a is number => typeof a === "number")
          const sum = known ? own.reduce((a, b) => a + b, 0) : price.total
          return [[band, { ...price, sum, saving: Math.max(0, sum - price.total) }]]
        }),
      ),
    ]),
  )
}

type StoredCombo = { parts: unknown; prices: unknown }

/**
 * The combos' prices with each band's parts' sum read now: each part's
 * option variant for the band, priced by the pricing module in the currency
 * with its region (price lists included: a running sale counts), the same
 * source as a cart line for the part alone (lib/price-sets.ts).
 */
export async function liveComboPrices(
  container: MedusaContainer,
  combos: StoredCombo[],
): Promise<ComboOffers[]> {
  const partsOf = (c: StoredCombo) => (c.parts as { items: ComboPart[] }).items
  const sets = await partPriceSets(container, [
    ...new Set(combos.flatMap((c) => partsOf(c).map((p) => p.product_id))),
  ])
  const setOf = new Map(
    sets.map((s) => [`${s.product_id}|${s.option_code}|${s.band}`, s.price_set_id]),
  )
  const currencies = [...new Set(combos.flatMap((c) => Object.keys(c.prices as ComboPrices)))]
  const regions = currencies.length
    ? await container
        .resolve(Modules.REGION)
        .listRegions({}, { select: ["id", "currency_code"], take: null })
    : []
  const amounts = new Map<string, Map<string, number | null | undefined>>()
  for (const currency of currencies) {
    const region = regions.find((r) => r.currency_code === currency)
    const priced = await priceSets(container, [...setOf.values()], {
      currency_code: currency,
      region_id: region?.id,
    })
    amounts.set(currency, new Map([...priced].map(([id, price]) => [id, price.calculated_amount])))
  }
  return combos.map((combo) => {
    const parts = partsOf(combo)
    return withPartSums(combo.prices as ComboPrices, parts.length, (i, currency, band) => {
      const set = setOf.get(`${parts[i].product_id}|${parts[i].option_code}|${band}`)
      const amount = set ? amounts.get(currency)?.get(set) : null
      return typeof amount === "number" ? amount : null
    })
  })
}
