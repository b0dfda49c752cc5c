import { z } from "@medusajs/framework/zod"

export const OFFER_REQUEST_ID = /^ofr_[0-9A-Z]{26}$/
const STATUS = z.enum(["new", "contacted", "offer_sent", "won", "lost"])

/** Query of `GET /admin/offer-requests`: newest first, optionally one status. */
export const AdminListOfferRequests = z.object({
  status: STATUS.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type AdminListOfferRequestsType = z.infer<typeof AdminListOfferRequests>

/** Body of `POST /admin/offer-requests/:id`: a new status and/or the team's notes. */
export const AdminUpdateOfferRequest = z
  .object({ status: STATUS.optional(), notes: z.string().trim().max(5000).optional() })
  .strict()
export type AdminUpdateOfferRequestType = z.infer<typeof AdminUpdateOfferRequest>

const count = z.number().int().min(0).max(50)
const priceInvalid = { message: "offer.price_invalid", params: { code: "offer.price_invalid" } }
/** A price in major units: more than zero, at most two decimals, not beyond any real tour's. */
const price = z
  .number()
  .refine((v) => v > 0 && v <= 1_000_000, priceInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, priceInvalid)

/** Hours an offer stays payable: a Checkout Session lives at most 24 hours at Stripe. */
export const OFFER_VALID_HOURS = { min: 1, max: 23, default: 23 }

/**
 * Body of `POST /admin/offer-requests/:id/offer`: the experience and slot,
 * travellers per age band (or items for per-item options), the custom total
 * in `currency_code`, an optional note to the traveller and how long the
 * offer may be paid.
 */
export const AdminSendOffer = z
  .object({
    handle: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/),
    slot_id: z.string().regex(/^slot_[0-9A-Z]{26}$/),
    travellers: z
      .object({ adult: count.optional(), child: count.optional(), infant: count.optional() })
      .strict()
      .optional(),
    items: z.number().int().min(1).max(20).optional(),
    amount: price,
    currency_code: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .transform((c) => c.toLowerCase()),
    note: z.string().trim().max(1000).optional(),
    valid_hours: z
      .number()
      .int()
      .min(OFFER_VALID_HOURS.min)
      .max(OFFER_VALID_HOURS.max)
      .default(OFFER_VALID_HOURS.default),
  })
  .strict()
  .refine((b) => b.travellers || b.items, {
    path: ["travellers"],
    message: "field_required",
    params: { code: "field_required" },
  })
export type AdminSendOfferType = z.infer<typeof AdminSendOffer>
