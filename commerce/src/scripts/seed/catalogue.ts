/**
 * The walking-skeleton catalogue: one experience near Riyadh with one option,
 * adult and child prices, and two upcoming slots. Handles match the content
 * dataset in cms/dataset. Amounts are in major units as Medusa expects them.
 */
export const SKELETON_EXPERIENCE = {
  handle: "senderismo-dunas-atardecer",
  title: "Senderismo por las dunas al atardecer",
  subtitle: "Ruta guiada de tres horas por las dunas rojas cerca de Riad",
  timezone: "Asia/Riyadh",
  option: { code: "shared", title: "Grupo compartido" },
  bands: [
    { band: "adult", title: "Adulto", prices: { eur: 45, usd: 49, aed: 180, sar: 185 } },
    { band: "child", title: "Niño", prices: { eur: 30, usd: 33, aed: 120, sar: 125 } },
  ],
  /** Local start hour in the experience's time zone and the slot length. */
  slots: [
    { daysAhead: 1, hour: 15, minutes: 30, durationHours: 3, capacity: 12 },
    { daysAhead: 2, hour: 15, minutes: 30, durationHours: 3, capacity: 12 },
  ],
} as const

export const REGIONS = [
  {
    currency: "eur",
    name: "Europa",
    countries: ["es", "fr", "de", "it", "pt", "nl", "be", "ie", "at"],
  },
  { currency: "usd", name: "United States", countries: ["us"] },
  { currency: "aed", name: "United Arab Emirates", countries: ["ae"] },
  { currency: "sar", name: "Saudi Arabia", countries: ["sa"] },
] as const

export const PUBLISHABLE_KEY_TITLE = "Sendero storefront"

/** UTC instant of a wall-clock time in a time zone (Riyadh has no DST). */
export function zonedTime(date: Date, hour: number, minutes: number, timeZone: string): Date {
  const guess = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minutes),
  )
  const local = new Date(guess.toLocaleString("en-US", { timeZone }))
  const utc = new Date(guess.toLocaleString("en-US", { timeZone: "UTC" }))
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()))
}
