import { useStore } from "@nanostores/react"
import { useEffect, useState } from "react"
import { chooseCurrency, followCurrency } from "../../lib/client/cart-actions"
import { plural, type ClientLocale } from "../../lib/client/format"
import { showPrices } from "../../lib/ui/currency-script"
import { $cartCount } from "../../stores/cart"
import { $currency, CURRENCIES, isCurrency } from "../../stores/currency"
import Icon from "../ui/Icon"
import type { HEADER_CART_MESSAGE_KEYS } from "./header-cart-messages"

type Props = {
  locale: ClientLocale
  cartUrl: string
  messages: Record<(typeof HEADER_CART_MESSAGE_KEYS)[number], string>
}

/**
 * The header's cart link with the number of bookings (read from storage, no
 * API call) and the currency switcher; the cart's region follows the currency.
 */
export default function HeaderCart({ locale, cartUrl, messages }: Props) {
  const storedCount = useStore($cartCount)
  const storedCurrency = useStore($currency)
  // The server rendered the defaults: the stored values show once hydrated, without a mismatch.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
    // A currency switched where no island runs (content pages' header) reaches the cart here.
    followCurrency(locale).catch(() => {}) // tried again on the next page
  }, [])
  const count = hydrated ? storedCount : 0
  const currency = hydrated ? storedCurrency : $currency.get()
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="currency-switch">
        {messages["header.currency"]}
      </label>
      <select
        id="currency-switch"
        data-testid="currency-switch"
        value={currency}
        onChange={(e) => {
          if (!isCurrency(e.target.value)) return
          showPrices(e.target.value)
          void chooseCurrency(locale, e.target.value).catch(console.error)
        }}
        className="rounded-full border border-stone-300 bg-white px-2 py-1 text-sm"
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <a
        href={cartUrl}
        className="relative inline-flex size-9 items-center justify-center rounded-full hover:bg-sand-100"
        aria-label={
          count ? plural(locale, messages, "header.cartCount", count) : messages["header.cart"]
        }
        data-testid="header-cart"
      >
        <Icon name="cart" size={22} />
        {count > 0 && (
          <span
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-dune-700 px-1 text-center text-xs leading-5 font-bold text-white"
            data-testid="header-cart-count"
            aria-hidden="true"
          >
            {count}
          </span>
        )}
      </a>
    </div>
  )
}
