/** The fields a public review is read with (publicReview leaves out the status). */
export const PUBLIC_REVIEW_FIELDS = [
  "id",
  "rating",
  "title",
  "body",
  "author_name",
  "author_country",
  "locale",
  "travelled_on",
  "created_at",
  "status",
  "verified",
  "reply",
  "replied_at",
] as const

/** The fields of a review anyone may read (no booking id, no moderation notes). */
export function publicReview(r: {
  id: string
  rating: number
  title: string
  body: string
  author_name: string
  author_country?: string | null
  locale: string
  travelled_on: string
  status: string
  verified?: boolean | null
  reply?: string | null
  replied_at?: Date | string | null
  created_at?: Date | string | null
}) {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author_name: r.author_name,
    author_country: r.author_country ?? null,
    locale: r.locale,
    travelled_on: r.travelled_on,
    status: r.status,
    verified: Boolean(r.verified),
    reply: r.reply ?? null,
    replied_at: r.replied_at ?? null,
    created_at: r.created_at ?? null,
  }
}
