import type { AdminLocale } from "./format"

export type Localised = { es?: string; en?: string }

export type CalendarSlot = {
  id: string
  option_code: string
  schedule_id: string | null
  local_date: string
  local_time: string
  capacity: number
  held: number
  booked: number
  status: "open" | "closed"
}

export type Schedule = {
  id: string
  weekdays: number[]
  start_times: string[]
  duration_minutes: number
  capacity: number
  valid_from: string
  valid_to: string | null
}

export type CalendarOption = { code: string; title: Localised; schedules: Schedule[] }

/** A closure rule: a date, optionally of one option and/or at one start time. */
export type ClosureRule = {
  id: string
  local_date: string
  option_code: string | null
  local_time: string | null
  reason: string | null
}

export type CalendarResponse = {
  experience: { handle: string; product_id: string; timezone: string; options: CalendarOption[] }
  from: string
  to: string
  slots: CalendarSlot[]
  closures?: ClosureRule[]
}

export const pickTitle = (title: Localised | string | undefined, locale: string) =>
  typeof title === "string" ? title : (title?.[locale as AdminLocale] ?? title?.es ?? "")
