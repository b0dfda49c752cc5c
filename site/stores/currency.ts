import { PUBLIC_DEFAULT_CURRENCY } from "astro:env/client"
import { CURRENCY_STORAGE_KEY } from "../lib/ui/currency-script"
import { CURRENCIES, type Currency } from "../lib/currencies"
import { persistentAtom } from "./persisted"

export { CURRENCIES, type Currency }

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === "string" && (CURRENCIES as readonly string[]).includes(value)

/** The site's default currency (PUBLIC_DEFAULT_CURRENCY, EUR when unset or unknown). */
export const DEFAULT_CURRENCY: Currency = isCurrency(PUBLIC_DEFAULT_CURRENCY?.toUpperCase())
  ? (PUBLIC_DEFAULT_CURRENCY.toUpperCase() as Currency)
  : "EUR"

/** The currency prices show in and carts are created in, kept across page loads. */
export const $currency = persistentAtom<Currency>(
  CURRENCY_STORAGE_KEY,
  DEFAULT_CURRENCY,
  (raw) => (isCurrency(raw) ? raw : undefined),
  (value) => value,
)
