/** The bands a combo sells: adults always, children when every part sells them. */
export const COMBO_BANDS = ["adult", "child"] as const
export type ComboBand = (typeof COMBO_BANDS)[number]

/** One band's bundle price in one currency: the total, each part's share (adding up to it) and the parts' own sum. */
export type ComboBandPrice = { total: number; parts: number[]; sum: number }
/** `{ [currency]: { [band]: ComboBandPrice } }` */
export type ComboPrices = Record<string, Partial<Record<ComboBand, ComboBandPrice>>>

export type ComboPart = { handle: string; product_id: string; option_code: string }

/**
 * A bundle price below the sum of the parts and its split across them: the
 * total is the sum less `discountPercent`, rounded down to `step` (the way
 * the market quotes), and always at least one unit below the sum; each part's
 * share is proportional to its own price, the last part taking what rounding
 * leaves, so the shares add up to the total exactly. Null when the parts cost
 * too little for any saving.
 */
export function bundlePrice(
  partPrices: number[],
  discountPercent: number,
  step = 1,
): ComboBandPrice | null {
  const sum = partPrices.reduce((a, b) => a + b, 0)
  if (partPrices.some((p) => !(p > 0)) || sum < 2) return null
  let total = Math.floor((sum * (100 - discountPercent)) / 100 / step) * step
  if (total >= sum) total = sum - 1
  if (total <= 0) return null
  const parts = partPrices.map((p) => Math.floor((p * total) / sum))
  parts[parts.length - 1] = total - parts.slice(0, -1).reduce((a, b) => a + b, 0)
  return { total, parts, sum }
}

/** Whether a price table keeps the promise: per band, shares add up to a total below the parts' sum. */
export function pricesKeepPromise(prices: ComboPrices, partCount: number): boolean {
  return Object.values(prices).every((bands) =>
    Object.values(bands).every(
      (b) =>
        !!b &&
        b.parts.length === partCount &&
        b.parts.every((p) => p >= 0) &&
        b.parts.reduce((a, c) => a + c, 0) === b.total &&
        b.total < b.sum,
    ),
  )
}

/** The share of one part for one band in a currency, or null when the combo does not sell it. */
export function partShare(
  prices: ComboPrices,
  currency: string,
  band: string,
  part: number,
): number | null {
  const price = prices[currency.toLowerCase()]?.[band as ComboBand]
  const share = price?.parts[part]
  return typeof share === "number" ? share : null
}
