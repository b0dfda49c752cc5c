import type { CancellationPolicy } from "@sendero/shared/cancellation-policy"

/** Prices of one thing in every currency the store sells, in major units. */
export type Prices = { eur: number; usd: number; aed: number; sar: number }
export const CURRENCIES = ["eur", "usd", "aed", "sar"] as const

export type AgeBandSpec = {
  band: "adult" | "child" | "infant"
  min_age: number
  max_age: number
  prices: Prices
}

export type ExtraSpec = {
  code: string
  title: { es: string; en: string }
  per: "person" | "booking"
  prices: Prices
}

export type ScheduleSpec = {
  weekdays: number[]
  start_times: string[]
  duration_minutes: number
  capacity: number
}

export type OptionSpec = {
  code: string
  title: { es: string; en: string }
  pricing_type: "per_person" | "per_item"
  max_travellers_per_item: number | null
  /** per_person: one price per age band. */
  age_bands: AgeBandSpec[]
  /** per_item: the price of one item. */
  item_prices: Prices | null
  extras: ExtraSpec[]
  schedules: ScheduleSpec[]
}

export type { CancellationPolicy }

/** Everything the seed needs to create one experience: product, booking facts, slots. */
export type ExperienceSpec = {
  handle: string
  /** The Spanish title (the product's own); `title_en` the English one (product metadata). */
  title: string
  title_en: string
  city: string
  categories: string[]
  timezone: string
  duration_minutes: number
  languages: string[]
  start_time: string | null
  end_time: string | null
  operating_hours: Record<string, [string, string]> | null
  minimum_age: number
  pickup_included: boolean
  dropoff_included: boolean
  tour_guide: boolean
  labels: string[]
  best_for: string[]
  occasion: string[]
  meeting_point: { name: { es: string; en: string }; address: string } | null
  /** Where travellers are collected, `minutes_before_start` before each slot's start. */
  pickup_points: {
    id: string
    name: { es: string; en: string }
    address: string
    minutes_before_start: number
  }[]
  cancellation_policy: CancellationPolicy
  options: OptionSpec[]
  /** Days from today (0-based) on which the seed sells out or closes the experience. */
  sold_out_days: number[]
  closed_days: number[]
  /** Days on which the first slot is left with 1 to 3 seats. */
  low_seat_days: { day: number; seats_left: number }[]
}
