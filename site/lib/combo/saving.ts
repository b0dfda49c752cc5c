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

/**
 * How a combo's saving shows in every currency, for the page's first render and the currency
 * switcher (`data-prices`): `texts` the saving with its share of the parts' sum ("€14.00 (16%)"),
 * `sums` the crossed-out sum, each empty in a currency with no saving, where the empty element's
 * line is hidden by CSS (`has-[strong:empty]:hidden`); `currencies`, the ones with a saving (none:
 * no line at all).
 */
export function savingDisplay(
  band: BandAmounts,
  format: (amount: number, currency: string) => string,
  percent: (share: number) => string,
) {
  const codes = Object.keys(band.total)
  const currencies = codes.filter((code) => comboSaving(band, code) !== null)
  const texts: Record<string, string> = {}
  const sums: Record<string, string> = {}
  for (const code of codes) {
    const saving = comboSaving(band, code)
    texts[code] =
      saving === null ? "" : `${format(saving, code)} (${percent(saving / band.sum[code])})`
    sums[code] = saving === null ? "" : format(band.sum[code], code)
  }
  return { currencies, texts, sums }
}
