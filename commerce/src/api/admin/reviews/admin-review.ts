import { publicReview } from "../../store/reviews/public-review"

/** A review as the shop sees it: what the public sees plus the booking and moderation notes. */
export function adminReview(
  r: Parameters<typeof publicReview>[0] & {
    handle: string
    booking_id?: string | null
    hidden_reason?: string | null
  },
) {
  return {
    ...publicReview(r),
    handle: r.handle,
    booking_id: r.booking_id ?? null,
    hidden_reason: r.hidden_reason ?? null,
  }
}
