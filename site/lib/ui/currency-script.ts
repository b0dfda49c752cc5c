/** Where the chosen currency is stored (stores/currency.ts persists it under this key). */
export const CURRENCY_STORAGE_KEY = "sendero.currency"

/** Shows every prerendered price of the page in `currency` (the switcher calls it on change). */
export function showPrices(currency: string) {
  document.querySelectorAll<HTMLElement>("[data-prices]").forEach((element) => {
    const price = (JSON.parse(element.dataset.prices ?? "{}") as Record<string, string>)[currency]
    if (price) element.textContent = price
  })
}
