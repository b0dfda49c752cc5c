/** Where the chosen currency is stored (stores/currency.ts persists it under this key). */
export const CURRENCY_STORAGE_KEY = "sendero.currency"

/**
 * Inline script at the end of every page: prerendered prices (`data-prices`,
 * written by Price.astro in each currency) show in the stored currency. No
 * script file, a few hundred bytes, nothing when the default is chosen.
 */
export const CURRENCY_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)});c&&document.querySelectorAll("[data-prices]").forEach(function(e){var p=JSON.parse(e.dataset.prices)[c];p&&(e.textContent=p)})}catch(e){}`

/** Shows every prerendered price of the page in `currency` (the switcher calls it on change). */
export function showPrices(currency: string) {
  document.querySelectorAll<HTMLElement>("[data-prices]").forEach((element) => {
    const price = (JSON.parse(element.dataset.prices ?? "{}") as Record<string, string>)[currency]
    if (price) element.textContent = price
  })
}
