import { LOCALES } from "@sendero/shared/locales"
import { z } from "astro/zod"
import { PAGE_FIELDS } from "./pagination"
import type { StoreApi } from "./store-api"

/** One published review, in the language it was written in (`locale`). */
export const StoreReviewSchema = z.object({
  id: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  author_name: z.string(),
  author_country: z.string().length(2).nullable(),
  locale: z.enum(LOCALES),
  travelled_on: z.string().nullable(),
  created_at: z.string(),
  /** Written by a traveller of a proven booking ('verified booking'). */
  verified: z.boolean().optional(),
  /** The operator's answer, shown under the review. */
  reply: z.string().nullable().optional(),
})
export type Review = z.infer<typeof StoreReviewSchema>

/** Average (one decimal), count and number of reviews per star. */
export const ReviewSummarySchema = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
  distribution: z.object({
    1: z.number().int().nonnegative(),
    2: z.number().int().nonnegative(),
    3: z.number().int().nonnegative(),
    4: z.number().int().nonnegative(),
    5: z.number().int().nonnegative(),
  }),
})
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>

/** One page of GET /store/experiences/:handle/reviews, newest first. */
export const StoreReviewListSchema = z.object({
  reviews: z.array(StoreReviewSchema),
  ...PAGE_FIELDS,
  summary: ReviewSummarySchema,
})
export type ReviewPage = z.infer<typeof StoreReviewListSchema>

/** The store path of a page of an experience's reviews (the browser's 'see more' uses it too). */
export const reviewsPath = (handle: string) =>
  `/store/experiences/${encodeURIComponent(handle)}/reviews`

/**
 * A page of an experience's reviews with the summary. Rejects on any failure,
 * an unknown handle included: the page of an experience we sell must never
 * say "no reviews" because the API was down.
 */
export async function listReviews(
  api: StoreApi,
  handle: string,
  limit: number,
  offset = 0,
): Promise<ReviewPage> {
  return StoreReviewListSchema.parse(
    await api.client.fetch<unknown>(reviewsPath(handle), { query: { limit, offset } }),
  )
}

/** The first reviews of many experiences: `GET /store/catalogue/reviews`, each as its own first page. */
const StoreFirstReviewsSchema = z.object({
  experiences: z.array(StoreReviewListSchema.extend({ handle: z.string() })),
})

/** Experiences `GET /store/catalogue/reviews` takes at once. */
export const FIRST_REVIEWS_HANDLES_AT_ONCE = 200

/**
 * The first `limit` reviews and the summary of each of these experiences (at
 * most FIRST_REVIEWS_HANDLES_AT_ONCE), by handle, in one request: what
 * `listReviews(api, handle, limit)` answers for each. A handle that is no
 * experience is absent (its own read answers 404).
 */
export async function listFirstReviews(
  api: StoreApi,
  handles: readonly string[],
  limit: number,
): Promise<Map<string, ReviewPage>> {
  if (handles.length === 0) return new Map()
  const { experiences } = StoreFirstReviewsSchema.parse(
    await api.client.fetch<unknown>("/store/catalogue/reviews", {
      query: { handle: handles.join(","), limit },
    }),
  )
  return new Map(experiences.map(({ handle, ...page }) => [handle, page]))
}
