import { z } from "@medusajs/framework/zod"

const isoDate = z.iso.date({ message: "Use a date as YYYY-MM-DD" })
const currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, "Use a currency code such as EUR")
  .transform((c) => c.toLowerCase())
  .optional()

/** Query of `GET /store/experiences/:handle/slots`: a window of days, today onwards by default. */
export const StoreListExperienceSlots = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
})
export type StoreListExperienceSlotsType = z.infer<typeof StoreListExperienceSlots>

/** Query of `GET /store/experiences/:handle/availability`: up to 400 days. */
export const StoreExperienceAvailability = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), currency })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "`from` must not be after `to`",
    path: ["to"],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
    message: "Ask for at most 400 days at a time",
    path: ["to"],
  })
export type StoreExperienceAvailabilityType = z.infer<typeof StoreExperienceAvailability>

/** Most days `GET /store/experiences/:handle/days` answers at once: a month. */
export const MAX_DAYS_AT_ONCE = 31

/** Query of `GET /store/experiences/:handle/days`: a range of at most 31 days, both ends given. */
export const StoreExperienceDays = z
  .object({ from: isoDate, to: isoDate, currency })
  .refine((q) => q.from <= q.to, { message: "`from` must not be after `to`", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < MAX_DAYS_AT_ONCE * 86_400_000, {
    message: `Ask for at most ${MAX_DAYS_AT_ONCE} days at a time`,
    path: ["to"],
  })
export type StoreExperienceDaysType = z.infer<typeof StoreExperienceDays>

/** Query of `GET /store/experiences/:handle/availability/:date`. */
export const StoreExperienceDay = z.object({ currency })
export type StoreExperienceDayType = z.infer<typeof StoreExperienceDay>

/** Query of `GET /store/experiences`: a page of active experiences, by handle. */
/** Most handles `GET /store/experiences?handle=` takes at once (the storefront asks for one change's). */
export const MAX_HANDLES_AT_ONCE = 200
const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/

export const StoreListExperiences = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  /** Only these experiences (comma-separated handles): a regeneration reads the changed ones alone. */
  handle: z
    .string()
    .max(MAX_HANDLES_AT_ONCE * 201)
    .transform((s) => s.split(","))
    .pipe(
      z
        .array(z.string().regex(HANDLE, "Use experience handles separated by commas"))
        .min(1)
        .max(MAX_HANDLES_AT_ONCE),
    )
    .optional(),
})
export type StoreListExperiencesType = z.infer<typeof StoreListExperiences>

/** Query of `GET /store/experiences/:handle/reviews`: newest first. */
export const StoreListExperienceReviews = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreListExperienceReviewsType = z.infer<typeof StoreListExperienceReviews>
