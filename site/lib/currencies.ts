/** The currencies the store sells in (one Medusa region each); browser and build code both read it. */
export const CURRENCIES = ["EUR", "USD", "AED", "SAR"] as const
export type Currency = (typeof CURRENCIES)[number]
