import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"
import { parseEnv } from "./env"

/** Currencies the store sells in, one region each. */
export const SOLD_CURRENCIES = ["eur", "usd", "aed", "sar"] as const

/** The currency a request asks for, else the store default; refuses one we do not sell. */
export function resolveCurrency(requested: string | undefined): string {
  const currency = (requested ?? parseEnv().PUBLIC_DEFAULT_CURRENCY).toLowerCase()
  if (!(SOLD_CURRENCIES as readonly string[]).includes(currency)) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "currency_not_sold", {
      currency: currency.toUpperCase(),
    })
  }
  return currency
}
