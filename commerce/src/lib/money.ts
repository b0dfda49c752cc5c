import { MathBN } from "@medusajs/framework/utils"

/**
 * An amount as Medusa returns it (a number, a BigNumber, or its raw
 * `{ value, precision }`) as a number in major units. `Number()` alone gives
 * NaN for the object forms.
 */
export function amountOf(value: unknown): number {
  if (typeof value === "number") return value
  if (value === null || value === undefined) return 0
  return MathBN.convert(value as Parameters<typeof MathBN.convert>[0]).toNumber()
}

/** An amount in minor units (cents), rounded. */
export const centsOf = (value: unknown) => Math.round(amountOf(value) * 100)
