/** Where a review stands in moderation. */
export type ReviewStatus = "pending" | "published" | "hidden"

/** A review as the admin's review routes answer it. */
export type AdminReview = {
  id: string
  handle: string
  /** The reviewed product, titled in the admin's language. */
  experience: { product_id: string; title: string }
  rating: number
  title: string
  body: string
  author_name: string
  travelled_on: string
  verified: boolean
  reply: string | null
  hidden_reason: string | null
  status: ReviewStatus
}
