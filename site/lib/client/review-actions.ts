import { segment, storeFetch, type StoreLocale } from "./medusa"

/** What a traveller writes; limits stated on the form and checked again by the API. */
export type ReviewDraft = { rating: number; title: string; body: string; author_name: string }

/** The form's limits (the API's, see commerce's reviews validators). */
export const REVIEW_LIMITS = { title: 120, bodyMin: 20, body: 2000, name: 60 } as const

/**
 * How the traveller proves the booking: its reference and e-mail (the
 * experience page), the voucher link's token, or, signed in, the booking id
 * of their account.
 */
export type ReviewProof =
  { reference: string; email: string } | { token: string } | { bookingId: string }

type Answer = { review: { id: string; status: "pending" | "published" | "hidden" } }

/** Sends a review; resolves with its moderation status, rejects with an ApiError. */
export async function submitReview(proof: ReviewProof, draft: ReviewDraft, locale: StoreLocale) {
  const { review } =
    "bookingId" in proof
      ? await storeFetch<Answer>(
          `/store/customers/me/bookings/${segment(proof.bookingId)}/review`,
          { method: "POST", body: draft, locale },
        )
      : await storeFetch<Answer>("/store/reviews", {
          method: "POST",
          body: { ...proof, ...draft },
          locale,
        })
  return review.status
}
