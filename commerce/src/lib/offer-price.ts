/**
 * Splitting an offer's custom total over a booking's cart lines.
 *
 * A booking's lines are fixed (one per age band, item or extra, with their
 * quantities: the core checks them against the hold), so a custom total must
 * be spread over them as unit prices whose line totals add up to exactly the
 * total. A line of quantity q can carry any share that is a whole number of
 * minor units divisible by q once its factors 2 and 5 are taken out (those
 * give finite decimals: 0.05 over 2 is 0.025). Shares follow the lines' list
 * prices; the few minor units left by rounding go to lines that can take them.
 */

export type OfferLineWeight = { quantity: number; list_minor: number }

/** q without its factors 2 and 5: a share must be a multiple of it. */
const oddPart = (q: number) => {
  let m = q
  while (m % 2 === 0) m /= 2
  while (m % 5 === 0) m /= 5
  return m
}

/** Non-negative counts k with sum(k_i * coins_i) = target, or null (unbounded coin change). */
function makeChange(target: number, coins: number[]): number[] | null {
  const from = new Array<number>(target + 1).fill(-1)
  from[0] = -2
  for (let t = 1; t <= target; t++) {
    for (let i = 0; i < coins.length; i++) {
      if (coins[i] <= t && from[t - coins[i]] !== -1) {
        from[t] = i
        break
      }
    }
  }
  if (from[target] === -1) return null
  const counts = coins.map(() => 0)
  for (let t = target; t > 0; t -= coins[from[t]]) counts[from[t]]++
  return counts
}

/**
 * Each line's share of `total` (minor units), in proportion to its list price
 * (or its quantity when nothing has a price), such that every share is
 * divisible into its quantity's units as a finite decimal; null when no such
 * split exists (all quantities share a factor like 3 that the total lacks).
 */
export function splitOfferTotal(total: number, lines: OfferLineWeight[]): number[] | null {
  if (!Number.isInteger(total) || total < 1 || lines.length === 0) return null
  const listed = lines.reduce((sum, l) => sum + l.list_minor * l.quantity, 0)
  const weights = lines.map((l) => (listed > 0 ? l.list_minor * l.quantity : l.quantity))
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const steps = lines.map((l) => oddPart(l.quantity))
  const shares = lines.map(
    (_, i) => steps[i] * Math.floor((total * weights[i]) / weightSum / steps[i]),
  )
  const rest = total - shares.reduce((a, b) => a + b, 0)
  // The rest goes to priced lines first (an infant's free line stays free when it can).
  const order = lines
    .map((_, i) => i)
    .sort((a, b) => weights[b] - weights[a] || steps[a] - steps[b])
  const priced = order.filter((i) => weights[i] > 0)
  for (const candidates of [priced, order]) {
    const counts = makeChange(
      rest,
      candidates.map((i) => steps[i]),
    )
    if (!counts) continue
    counts.forEach((k, j) => (shares[candidates[j]] += k * steps[candidates[j]]))
    return shares
  }
  return null
}

/** The nearest totals below and above `total` that can be split over these lines. */
export function nearestSplittableTotals(total: number, lines: OfferLineWeight[]) {
  const limit = lines.reduce((max, l) => Math.max(max, oddPart(l.quantity)), 1)
  let below: number | null = null
  let above: number | null = null
  for (let d = 1; d <= limit && (below === null || above === null); d++) {
    if (below === null && total - d > 0 && splitOfferTotal(total - d, lines)) below = total - d
    if (above === null && splitOfferTotal(total + d, lines)) above = total + d
  }
  return { below, above }
}

/**
 * A share of `minor` units over `quantity` as an exact decimal string in
 * major units (`digits` decimals in a minor unit), e.g. 10001 over 2 with 2
 * digits is "50.005". The caller guarantees the division is finite.
 */
export function unitPriceOf(minor: number, quantity: number, digits: number): string {
  let numerator = BigInt(minor)
  const denominator = BigInt(quantity) * 10n ** BigInt(digits)
  let scale = 0
  while (numerator % denominator !== 0n) {
    numerator *= 10n
    scale++
    if (scale > 12) throw new Error(`${minor}/${quantity} is not a finite decimal`)
  }
  const units = (numerator / denominator).toString().padStart(scale + 1, "0")
  return scale === 0 ? units : `${units.slice(0, -scale)}.${units.slice(-scale)}`
}
