import { priceBreakdown } from "../../lib/client/booking-math"
import { dayDate, type TripPlan } from "../../lib/client/trip-plan"
import type { Offer } from "./use-day-offers"

/**
 * What the whole plan costs its travellers, in the offers' currency: null until every planned
 * item's day offer is loaded and still has its option (and for an empty plan).
 */
export function planTotal(
  plan: TripPlan,
  offerOf: (handle: string, date: string) => Offer | undefined,
): { amount: number; currency: string } | null {
  const priced = plan.items.flatMap((day, i) =>
    day.map((item) => {
      const offer = offerOf(item.handle, dayDate(plan.start, i))
      const option =
        offer && offer !== "loading"
          ? offer.options.find((o) => o.id === item.option_id)
          : undefined
      return option && offer && offer !== "loading"
        ? {
            amount: priceBreakdown(option, { adult: plan.travellers }, []).total,
            currency: offer.currency_code,
          }
        : null
    }),
  )
  if (!priced.length || !priced.every((p) => p)) return null
  return { amount: priced.reduce((sum, p) => sum + p!.amount, 0), currency: priced[0]!.currency }
}
