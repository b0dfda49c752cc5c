import { pricesFromEur } from "./generate-catalogue"
import type { ExperienceSpec } from "./types"

/**
 * The walking-skeleton experience with fixed facts, so journeys and tests can
 * rely on them: one shared option near Riyadh, adult 45 EUR, child 30 EUR,
 * infants free, every day at 15:30 for 12 travellers. Its content (titles in
 * both languages) is in cms/dataset.
 */
export const SKELETON_EXPERIENCE: ExperienceSpec = {
  handle: "senderismo-dunas-atardecer",
  title: "Senderismo por las dunas al atardecer",
  title_en: "Sunset hike across the red dunes",
  city: "riyadh",
  categories: [],
  timezone: "Asia/Riyadh",
  duration_minutes: 180,
  languages: ["es", "en", "ar"],
  start_time: "15:30",
  end_time: "18:30",
  operating_hours: null,
  minimum_age: 6,
  pickup_included: true,
  dropoff_included: true,
  tour_guide: true,
  labels: ["bestseller"],
  best_for: ["couples", "friends"],
  occasion: ["sunset"],
  meeting_point: null,
  pickup_points: [
    {
      id: "kingdom-centre",
      name: { es: "Kingdom Centre", en: "Kingdom Centre" },
      address: "King Fahd Rd, Riad",
      minutes_before_start: 45,
    },
    {
      id: "diriyah-gate",
      name: { es: "Diriyah, puerta sur", en: "Diriyah, south gate" },
      address: "Diriyah, Riad",
      minutes_before_start: 30,
    },
  ],
  cancellation_policy: { type: "free", hours: 24 },
  options: [
    {
      code: "shared",
      title: { es: "Grupo compartido", en: "Shared group tour" },
      pricing_type: "per_person",
      max_travellers_per_item: null,
      age_bands: [
        { band: "adult", min_age: 13, max_age: 99, prices: pricesFromEur(45) },
        { band: "child", min_age: 6, max_age: 12, prices: pricesFromEur(30) },
        { band: "infant", min_age: 0, max_age: 5, prices: pricesFromEur(0) },
      ],
      item_prices: null,
      extras: [],
      schedules: [
        {
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          start_times: ["15:30"],
          duration_minutes: 180,
          capacity: 12,
        },
      ],
    },
  ],
  sold_out_days: [],
  closed_days: [],
  low_seat_days: [],
}

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

/** How many days of slots the seed creates. */
export const SLOT_DAYS = 120
