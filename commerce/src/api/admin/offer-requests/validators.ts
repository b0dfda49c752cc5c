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
