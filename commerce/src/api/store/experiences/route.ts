import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import type { StoreListExperiencesType } from "./validators"

const FACTS = [
  "handle",
  "languages",
  "minimum_age",
  "labels",
  "best_for",
  "occasion",
  "tour_guide",
  "pickup_included",
  "dropoff_included",
  "cancellation_policy",
] as const

/** The booking module keeps lists as `{ items: [...] }` JSON. */
const items = (value: unknown): string[] =>
  Array.isArray((value as { items?: unknown })?.items) ? (value as { items: string[] }).items : []

/**
 * A page of active experiences, by handle, with the booking facts listings
 * filter on and their rating: one page query (with its count) in the booking
 * module and one aggregate over the page's reviews.
 */
export async function GET(
  req: MedusaRequest<unknown, StoreListExperiencesType>,
  res: MedusaResponse,
) {
  const { limit, offset, handle } = req.validatedQuery
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const reviews: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const [experiences, count] = await booking.listAndCountExperiences(
    handle ? { status: "active", handle } : { status: "active" },
    { select: [...FACTS], order: { handle: "ASC" }, skip: offset, take: limit },
  )
  const summaries = await reviews.summarizeReviewsByHandle(experiences.map((e) => e.handle))
  res.json({
    experiences: experiences.map((e) => {
      const summary = summaries.get(e.handle)
      return {
        handle: e.handle,
        languages: items(e.languages),
        minimum_age: e.minimum_age,
        labels: items(e.labels),
        best_for: items(e.best_for),
        occasion: items(e.occasion),
        tour_guide: e.tour_guide,
        pickup_included: e.pickup_included,
        dropoff_included: e.dropoff_included,
        cancellation_policy: e.cancellation_policy,
        rating: { average: summary?.average ?? null, count: summary?.count ?? 0 },
      }
    }),
    count,
    limit,
    offset,
  })
}
