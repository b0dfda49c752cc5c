import { isMedusaId } from "./ids"

/**
 * A trip plan: experiences from the wishlist placed on the days of a trip in
 * one city, each at a real slot. Kept in the browser and shared as a URL
 * (`?plan=` carries the whole plan, base64url JSON); everything read back
 * from a URL is checked here, shape by shape, before it is shown.
 */

/** Longest trip the planner lays out, and most experiences on one day: a whole plan fits the 20 bookings a cart holds. */
export const MAX_DAYS = 5
export const MAX_PER_DAY = 4
export const MAX_TRAVELLERS = 10

export type PlannedItem = {
  handle: string
  /** The slot the traveller picked (its id, option and times as the availability route gave them). */
  slot_id: string
  option_id: string
  option_title: string
  starts_at: string
  ends_at: string
}

export type TripPlan = {
  city: string
  /** First day of the trip, YYYY-MM-DD in the city's calendar. */
  start: string
  days: number
  travellers: number
  /** One list per day, in the order of the days. */
  items: PlannedItem[][]
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const text = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max
const isDate = (value: unknown): value is string =>
  typeof value === "string" && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
const isInstant = (value: unknown): value is string =>
  text(value, 40) && !Number.isNaN(Date.parse(value))
const int = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max

function isItem(value: unknown): value is PlannedItem {
  const v = value as Record<string, unknown>
  return (
    !!v &&
    typeof v === "object" &&
    text(v.handle, 96) &&
    HANDLE.test(v.handle) &&
    isMedusaId("slot", v.slot_id) &&
    typeof v.option_id === "string" &&
    /^opt_[0-9A-HJKMNP-TV-Z]{26}$/.test(v.option_id) &&
    text(v.option_title, 200) &&
    isInstant(v.starts_at) &&
    isInstant(v.ends_at) &&
    Date.parse(v.ends_at) >= Date.parse(v.starts_at)
  )
}

/** The plan if `value` is one, else null. */
export function checkPlan(value: unknown): TripPlan | null {
  const v = value as Record<string, unknown>
  if (!v || typeof v !== "object") return null
  if (!text(v.city, 96) || !HANDLE.test(v.city) || !isDate(v.start)) return null
  if (!int(v.days, 1, MAX_DAYS) || !int(v.travellers, 1, MAX_TRAVELLERS)) return null
  if (!Array.isArray(v.items) || v.items.length !== v.days) return null
  const items = v.items as unknown[]
  if (!items.every((day) => Array.isArray(day) && day.length <= MAX_PER_DAY && day.every(isItem)))
    return null
  return {
    city: v.city,
    start: v.start,
    days: v.days,
    travellers: v.travellers,
    items: (items as PlannedItem[][]).map((day) =>
      day.map(({ handle, slot_id, option_id, option_title, starts_at, ends_at }) => ({
        handle,
        slot_id,
        option_id,
        option_title,
        starts_at,
        ends_at,
      })),
    ),
  }
}

/**
 * The plan without the items `isMultiDay` names: a multi-day tour package is
 * a whole trip of its own and never sits on one day of a plan (a shared link
 * or an old stored plan could still carry one).
 */
export function withoutMultiDay(plan: TripPlan, isMultiDay: (handle: string) => boolean): TripPlan {
  if (!plan.items.some((day) => day.some((item) => isMultiDay(item.handle)))) return plan
  return { ...plan, items: plan.items.map((day) => day.filter((item) => !isMultiDay(item.handle))) }
}

/** The date of day `index` (0-based) of a trip starting on `start`. */
export function dayDate(start: string, index: number) {
  const d = new Date(`${start}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + index)
  return d.toISOString().slice(0, 10)
}

/** A plan with `days` days: days beyond the new length are dropped, new ones start empty. */
export function resize(plan: TripPlan, days: number): TripPlan {
  const n = Math.min(MAX_DAYS, Math.max(1, Math.round(days)))
  return { ...plan, days: n, items: Array.from({ length: n }, (_, i) => plan.items[i] ?? []) }
}

/** The day's items in the order they happen. */
export const inOrder = (day: readonly PlannedItem[]) =>
  [...day].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))

/**
 * The time between one experience's end and the next one's start, in minutes,
 * for each consecutive pair of a day (negative: they overlap).
 */
export function gaps(day: readonly PlannedItem[]): number[] {
  const ordered = inOrder(day)
  return ordered
    .slice(1)
    .map((item, i) =>
      Math.round((Date.parse(item.starts_at) - Date.parse(ordered[i].ends_at)) / 60_000),
    )
}

/** Less time than this between two experiences is flagged: getting from one to the next takes time. */
export const TIGHT_GAP_MINUTES = 30

function toBase64Url(json: string) {
  const bytes = new TextEncoder().encode(json)
  let binary = ""
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

function fromBase64Url(value: string) {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/** The `plan` query value that carries a plan. */
export const encodePlan = (plan: TripPlan) => toBase64Url(JSON.stringify(plan))

/** The plan a `plan` query value carries, or null when it is not one (tampered, truncated, too big). */
export function decodePlan(value: string | null | undefined): TripPlan | null {
  if (!value || value.length > 8000 || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  try {
    return checkPlan(JSON.parse(fromBase64Url(value)))
  } catch {
    return null
  }
}
