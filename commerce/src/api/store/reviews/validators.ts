import { z } from "@medusajs/framework/zod"

/** What a traveller may write: limits the form states. */
export const REVIEW_LIMITS = { title: 120, bodyMin: 20, body: 2000, name: 60 } as const

const text = (max: number, min = 1) => z.string().trim().min(min).max(max)

/**
 * Body of `POST /store/reviews`: the review, and the proof of a booking,
 * either its reference and the e-mail it was booked with, or the signed
 * token of its voucher link.
 */
export const StoreCreateReview = z
  .object({
    reference: z
      .string()
      .trim()
      .regex(/^SND-[0-9A-Za-z]{8}$/)
      .optional(),
    email: z.string().trim().max(254).email().optional(),
    token: z
      .string()
      .max(400)
      .regex(/^[\w-]+\.[\w-]+$/)
      .optional(),
    rating: z.coerce.number().int().min(1).max(5),
    title: text(REVIEW_LIMITS.title),
    body: text(REVIEW_LIMITS.body, REVIEW_LIMITS.bodyMin),
    author_name: text(REVIEW_LIMITS.name),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.token) return
    if (!body.reference)
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: "required",
        params: { code: "field_required" },
      })
    else if (!body.email)
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "required",
        params: { code: "field_required" },
      })
  })
export type StoreCreateReviewType = z.infer<typeof StoreCreateReview>

/** Body of `POST /store/customers/me/bookings/:id/review`: the booking is the customer's own. */
export const StoreCreateCustomerReview = z
  .object({
    rating: z.coerce.number().int().min(1).max(5),
    title: text(REVIEW_LIMITS.title),
    body: text(REVIEW_LIMITS.body, REVIEW_LIMITS.bodyMin),
    author_name: text(REVIEW_LIMITS.name),
  })
  .strict()
export type StoreCreateCustomerReviewType = z.infer<typeof StoreCreateCustomerReview>
