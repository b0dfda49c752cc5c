import { BigNumber, MathBN } from "@medusajs/framework/utils"
import type { BigNumberInput } from "@medusajs/framework/types"

// Stripe's zero- and three-decimal currencies; every other one has cents.
const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
])
const THREE_DECIMAL = new Set(["bhd", "jod", "kwd", "omr", "tnd"])

const digits = (currency: string) => {
  const code = currency.toLowerCase()
  return ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2
}

/** Medusa's amount (major units, BigNumber) as Stripe's integer in the smallest unit. */
export function toMinorUnits(amount: BigNumberInput, currency: string): number {
  const value = new BigNumber(MathBN.convert(amount)).numeric
  const minor = Math.round(value * 10 ** digits(currency))
  // Stripe wants three-decimal amounts rounded to a multiple of ten.
  return digits(currency) === 3 ? Math.round(minor / 10) * 10 : minor
}

/** Stripe's integer amount back in major units. */
export function fromMinorUnits(amount: number, currency: string): number {
  return amount / 10 ** digits(currency)
}
