import { readFileSync } from "node:fs"
import path from "node:path"
import type { DatasetExperience } from "./generate-catalogue"

type Doc = {
  _id: string
  _type: string
  slug?: { current?: string }
  title?: { es?: string; en?: string }
  name?: { es?: string }
  timeZone?: string
  city?: { _ref?: string }
  categories?: { _ref?: string }[]
  durationMinutes?: number
  groupSize?: number
  timeOfDay?: string
  pickupIncluded?: boolean
  guided?: boolean
  languages?: string[]
  itinerary?: { time?: string }[]
}

/** Where the content dataset lives: SENDERO_DATASET_DIR, else ../cms/dataset from commerce/. */
export function datasetDir() {
  return process.env.SENDERO_DATASET_DIR || path.resolve(process.cwd(), "..", "cms", "dataset")
}

/**
 * The published experiences of the content dataset with their city and
 * categories: the list of handles the commerce seed must sell.
 */
export function readDatasetExperiences(dir = datasetDir()): DatasetExperience[] {
  const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."))
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return docs
    .filter((doc) => doc._type === "experience" && doc.slug?.current)
    .map((doc) => {
      const city = doc.city?._ref ? byId.get(doc.city._ref) : undefined
      if (!city?.slug?.current || !city.timeZone) {
        throw new Error(`Experience ${doc._id} has no city with a slug and time zone`)
      }
      return {
        handle: doc.slug!.current!,
        title: doc.title?.es ?? doc.slug!.current!,
        titleEn: doc.title?.en ?? null,
        city: city.slug.current,
        cityName: city.name?.es ?? city.slug.current,
        timezone: city.timeZone,
        categories: (doc.categories ?? [])
          .map((ref) => (ref._ref ? byId.get(ref._ref)?.slug?.current : undefined))
          .filter((slug): slug is string => Boolean(slug)),
        durationMinutes: doc.durationMinutes ?? null,
        startTime: doc.itinerary?.find((step) => step.time)?.time ?? null,
        timeOfDay: doc.timeOfDay ?? null,
        groupSize: doc.groupSize ?? null,
        pickupIncluded: doc.pickupIncluded ?? null,
        guided: doc.guided ?? null,
        languages: doc.languages ?? null,
      }
    })
}
