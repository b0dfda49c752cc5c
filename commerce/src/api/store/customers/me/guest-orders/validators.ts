import { z } from "@medusajs/framework/zod"

/** Body of `POST /store/customers/me/guest-orders`: nothing (the link goes to the customer's own e-mail). */
export const StoreRequestGuestClaim = z.object({}).strict()
export type StoreRequestGuestClaimType = z.infer<typeof StoreRequestGuestClaim>

/** Body of `POST /store/customers/me/guest-orders/claim`: the token of the e-mailed link. */
export const StoreClaimGuestOrders = z
  .object({
    token: z
      .string()
      .min(10)
      .max(600)
      .regex(/^[\w-]+\.[\w-]+$/),
  })
  .strict()
export type StoreClaimGuestOrdersType = z.infer<typeof StoreClaimGuestOrders>
