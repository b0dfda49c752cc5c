import { z } from "astro/zod"
import { PAGE_FIELDS } from "./pagination"
import type { StoreApi } from "./store-api"
import type { CancellationPolicy } from "@sendero/shared/cancellation-policy"

/** `true` when two types are the same both ways, else `never`. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never

/** Commerce labels an experience may carry (contract: GET /store/experiences). */
export const LABELS = ["bestseller", "likely_to_sell_out", "new", "skip_the_line", "eco"] as const
/** Who an experience suits best. */
export const BEST_FOR = ["couples", "families", "friends", "solo", "groups"] as const
/** Occasions an experience is made for. */
export const OCCASIONS = [
  "sunset",
  "birthday",
  "honeymoon",
  "adventure",
  "photography",
  "culture",
] as const

/** A cancellation policy as commerce stores it: parses exactly the shared type (else no compile). */
export const CancellationPolicySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("free"), hours: z.number().int().nonnegative() }),
  z.object({ type: z.literal("non_refundable") }),
  z.object({
    type: z.literal("penalty"),
    percent: z.number().nonnegative(),
    days: z.number().int().nonnegative(),
    hours: z.number().int().nonnegative(),
    minutes: z.number().int().nonnegative(),
  }),
])
export type { CancellationPolicy }
const _parsesThePolicy: Same<z.infer<typeof CancellationPolicySchema>, CancellationPolicy> = true

/** Average (null without reviews) and number of published reviews. */
export const RatingSchema = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
})
export type Rating = z.infer<typeof RatingSchema>

/** The booking facts and rating of one experience. */
export const StoreExperienceFactsSchema = z.object({
  handle: z.string().min(1),
  languages: z.array(z.string().min(2)),
  minimum_age: z.number().int().nonnegative(),
  labels: z.array(z.enum(LABELS)),
  best_for: z.array(z.enum(BEST_FOR)),
  occasion: z.array(z.enum(OCCASIONS)),
  tour_guide: z.boolean(),
  pickup_included: z.boolean(),
  dropoff_included: z.boolean(),
  cancellation_policy: CancellationPolicySchema,
  rating: RatingSchema,
})
export type ExperienceFacts = z.infer<typeof StoreExperienceFactsSchema>

/** One page of GET /store/experiences. */
export const StoreExperienceFactsListSchema = z.object({
  experiences: z.array(StoreExperienceFactsSchema),
  ...PAGE_FIELDS,
})

const PAGE_SIZE = 200

/**
 * The booking facts and rating of every active experience, keyed by handle.
 * Read at build time; any failure (outage, a response off the contract)
 * rejects, so a build never shows an experience as unrated by mistake.
 */
export async function listExperienceFacts(
  api: StoreApi,
  /** Only these experiences (a regeneration reads the changed ones alone); an inactive one is left out. */
  handles?: readonly string[],
): Promise<Map<string, ExperienceFacts>> {
  if (handles && handles.length > PAGE_SIZE) {
    const parts = await Promise.all(
      Array.from({ length: Math.ceil(handles.length / PAGE_SIZE) }, (_, i) =>
        listExperienceFacts(api, handles.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE)),
      ),
    )
    return new Map(parts.flatMap((part) => [...part]))
  }
  const facts = new Map<string, ExperienceFacts>()
  if (handles && handles.length === 0) return facts
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = StoreExperienceFactsListSchema.parse(
      await api.client.fetch<unknown>("/store/experiences", {
        query: { limit: PAGE_SIZE, offset, ...(handles ? { handle: handles.join(",") } : {}) },
      }),
    )
    for (const experience of page.experiences) facts.set(experience.handle, experience)
    if (page.experiences.length === 0 || offset + PAGE_SIZE >= page.count) break
  }
  return facts
}
