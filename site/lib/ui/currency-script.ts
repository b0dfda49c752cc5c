/** Where the chosen currency is stored (stores/currency.ts persists it under this key). */
export const CURRENCY_STORAGE_KEY = "sendero.currency"

/**
 * Shows every prerendered price in `root` (the page by default) in `currency`: the switcher calls
 * it on change, a listing on the cards it draws. An empty text empties the element (a combo's
 * saving in a currency where the parts alone cost no more, whose line CSS then hides).
 */
export function showPrices(currency: string, root: ParentNode = document) {
  root.querySelectorAll<HTMLElement>("[data-prices]").forEach((element) => {
    const price = (JSON.parse(element.dataset.prices ?? "{}") as Record<string, string>)[currency]
    if (price !== undefined && element.textContent !== price) element.textContent = price
  })
}
