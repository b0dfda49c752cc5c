import { z } from "@medusajs/framework/zod"

/** A review's id by shape ("rev_" and a ULID). */
export const REVIEW_ID = /^rev_[0-9A-Z]{26}$/

/** Query of `GET /admin/reviews`: one status at a time, newest first. */
export const AdminListReviews = z.object({
  status: z.enum(["pending", "published", "hidden"]).default("pending"),
  handle: z.string().regex(/^[a-z0-9-]{1,120}$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type AdminListReviewsType = z.infer<typeof AdminListReviews>

/** Body of `POST /admin/reviews/:id/hide`: why (kept for the shop, never shown to the public). */
export const AdminHideReview = z.object({ reason: z.string().trim().min(1).max(500) }).strict()
export type AdminHideReviewType = z.infer<typeof AdminHideReview>

/** Body of `POST /admin/reviews/:id/reply`: the operator's answer; empty removes it. */
export const AdminReplyReview = z.object({ reply: z.string().trim().max(2000) }).strict()
export type AdminReplyReviewType = z.infer<typeof AdminReplyReview>

/** Body of `POST /admin/review-rules`: publish at once from this many stars, or never (null). */
export const AdminSetReviewRules = z
  .object({ auto_publish_min_rating: z.number().int().min(1).max(5).nullable() })
  .strict()
export type AdminSetReviewRulesType = z.infer<typeof AdminSetReviewRules>
