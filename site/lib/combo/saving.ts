/** A combo band's prices in every currency (upper-case codes), as its card and page read them. */
export type BandAmounts = {
  total: Record<string, number>
  sum: Record<string, number>
  saving?: Record<string, number>
}

/**
 * What a combo saves one traveller of a band in a currency, or null when the
 * parts bought separately cost no more than the bundle (a sale on a part can
 * do that): then the card and page show no crossed-out price and no "save".
 * Commerce's answer says it (`saving`, the parts' sum read from their current
 * prices); the difference of sum and total is the same rule for an answer
 * without it.
 */
export function comboSaving(band: BandAmounts, currency: string): number | null {
  const total = band.total[currency]
  const sum = band.sum[currency]
  if (typeof total !== "number" || typeof sum !== "number") return null
  const saving = band.saving?.[currency] ?? sum - total
  return saving > 0 && sum > total ? saving : null
}

/** The formatted saving per currency for the currency switcher (0 where a currency saves nothing). */
export function savingTexts(
  band: BandAmounts,
  format: (amount: number, currency: string) => string,
) {
  return Object.fromEntries(
    Object.keys(band.total).map((code) => [code, format(comboSaving(band, code) ?? 0, code)]),
  )
}
