import { readFileSync } from "node:fs"
import path from "node:path"
import { pricesFromEur, rngFor } from "./generate-catalogue"
import { datasetDir } from "./read-dataset"
import type { ExperienceSpec, ExtraSpec } from "./types"

/** A tour package as the content dataset names it: what its commerce spec must keep. */
export type DatasetPackage = {
  handle: string
  title: string
  /** The English title (the content's `title.en`), when it has one. */
  titleEn?: string | null
  city: string
  cityName: string
  timezone: string
  durationDays: number
  /** Most travellers per departure the words promise. */
  groupSize: number
  languages: string[]
}

type Doc = {
  _id: string
  _type: string
  slug?: { current?: string }
  title?: { es?: string; en?: string }
  name?: { es?: string }
  timeZone?: string
  city?: { _ref?: string }
  durationDays?: number
  groupSize?: number
  languages?: string[]
}

/** The published tour packages of the content dataset, in its order. */
export function readDatasetPackages(dir = datasetDir()): DatasetPackage[] {
  const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."))
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return docs
    .filter((doc) => doc._type === "tourPackage" && doc.slug?.current)
    .map((doc) => {
      const city = doc.city?._ref ? byId.get(doc.city._ref) : undefined
      if (!city?.slug?.current || !city.timeZone || !doc.durationDays || !doc.groupSize) {
        throw new Error(`Tour package ${doc._id} has no city, duration or group size`)
      }
      return {
        handle: doc.slug!.current!,
        title: doc.title?.es ?? doc.slug!.current!,
        titleEn: doc.title?.en ?? null,
        city: city.slug.current,
        cityName: city.name?.es ?? city.slug.current,
        timezone: city.timeZone,
        durationDays: doc.durationDays,
        groupSize: doc.groupSize,
        languages: doc.languages ?? ["es", "en"],
      }
    })
}

/** Departures leave at this local time on the first day and are back at END_TIME on the last. */
export const PACKAGE_START = "09:00"
const END_TIME = "18:00"
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** How long a package of `days` days runs, from the first morning to the last evening. */
export const packageDurationMinutes = (days: number) =>
  (days - 1) * 24 * 60 + minutesOf(END_TIME) - minutesOf(PACKAGE_START)

/** The extra code of the single-room supplement every package offers. */
export const SINGLE_ROOM = "single-room"

/** Two departure weekdays a week, drawn per package. */
const DEPARTURE_DAYS = [
  [1, 4],
  [2, 5],
  [3, 6],
  [0, 4],
  [1, 5],
  [2, 6],
]

/**
 * A tour package as the booking module sells it: one option in a shared
 * double room priced per person per age band, the single-room supplement as
 * an extra (per traveller, priced per night), and departures (slots) twice a
 * week with as many seats as the words promise.
 */
export function packageSpecs(items: DatasetPackage[]): ExperienceSpec[] {
  return items.map((item) => {
    const rng = rngFor(`package:${item.handle}`)
    const nights = item.durationDays - 1
    const perDay = 110 + Math.floor(rng() * 9) * 10
    const adult = Math.round((perDay * item.durationDays) / 5) * 5
    const singleRoom: ExtraSpec = {
      code: SINGLE_ROOM,
      title: {
        es: `Suplemento de habitación individual (${nights} noches)`,
        en: `Single-room supplement (${nights} nights)`,
      },
      per: "person",
      prices: pricesFromEur(nights * (30 + Math.floor(rng() * 4) * 5)),
    }
    const duration = packageDurationMinutes(item.durationDays)
    return {
      handle: item.handle,
      title: item.title,
      title_en: item.titleEn || item.title,
      city: item.city,
      categories: [],
      timezone: item.timezone,
      duration_minutes: duration,
      languages: item.languages,
      start_time: PACKAGE_START,
      end_time: END_TIME,
      operating_hours: null,
      minimum_age: 4,
      pickup_included: true,
      dropoff_included: true,
      tour_guide: true,
      labels: rng() < 0.4 ? ["likely_to_sell_out"] : [],
      best_for: ["couples", "families", "friends"],
      occasion: ["culture"],
      meeting_point: null,
      pickup_points: [],
      cancellation_policy: { type: "free", hours: 7 * 24 },
      options: [
        {
          code: "package",
          title: { es: "Habitación doble compartida", en: "Shared double room" },
          pricing_type: "per_person",
          max_travellers_per_item: null,
          age_bands: [
            { band: "adult", min_age: 13, max_age: 99, prices: pricesFromEur(adult) },
            {
              band: "child",
              min_age: 4,
              max_age: 12,
              prices: pricesFromEur(Math.round((adult * 0.7) / 5) * 5),
            },
          ],
          item_prices: null,
          extras: [singleRoom],
          schedules: [
            {
              weekdays: DEPARTURE_DAYS[Math.floor(rng() * DEPARTURE_DAYS.length)],
              start_times: [PACKAGE_START],
              duration_minutes: duration,
              capacity: item.groupSize,
            },
          ],
        },
      ],
      sold_out_days: [],
      closed_days: [],
      low_seat_days: [],
    }
  })
}
