import { z } from "@medusajs/framework/zod"

/** A review's id by shape ("rev_" and a ULID). */
export const REVIEW_ID = /^rev_[0-9A-Z]{26}$/

/**
 * Query of `GET /admin/reviews`: one status at a time, newest first, narrowed
 * by experience (`handle`), stars (`rating`) and words of the title, text or
 * author (`q`).
 */
export const AdminListReviews = z.object({
  status: z.enum(["pending", "published", "hidden"]).default("pending"),
  handle: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type AdminListReviewsType = z.infer<typeof AdminListReviews>

/**
 * Body of `POST /admin/reviews/:id/hide`: why (kept for the shop, never shown
 * to the public). A missing or blank reason is `review_reason_required` on
 * the field `reason`, which the page marks.
 */
export const AdminHideReview = z
  .object({ reason: z.string().trim().max(500).nullish() })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.reason)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "reason",
        params: { code: "review_reason_required" },
      })
  })
  .transform((body) => ({ reason: body.reason ?? "" }))
export type AdminHideReviewType = z.infer<typeof AdminHideReview>

/** Body of `POST /admin/reviews/:id/reply`: the operator's answer; empty removes it. */
export const AdminReplyReview = z.object({ reply: z.string().trim().max(2000) }).strict()
export type AdminReplyReviewType = z.infer<typeof AdminReplyReview>

/** Body of `POST /admin/review-rules`: publish at once from this many stars, or never (null). */
export const AdminSetReviewRules = z
  .object({ auto_publish_min_rating: z.number().int().min(1).max(5).nullable() })
  .strict()
export type AdminSetReviewRulesType = z.infer<typeof AdminSetReviewRules>
