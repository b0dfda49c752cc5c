import { z } from "@medusajs/framework/zod"
import { WISHLIST_MAX } from "../../../../../workflows/wishlist/steps/change-wishlist"

/** An experience handle as the catalogue writes it (kebab-case, at most 96 characters). */
const Handle = z
  .string()
  .max(96)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** Body of `POST /store/customers/me/wishlist`: handles to add (newest first) and to remove. */
export const StoreChangeWishlist = z
  .object({
    add: z.array(Handle).max(WISHLIST_MAX).default([]),
    remove: z.array(Handle).max(WISHLIST_MAX).default([]),
  })
  .strict()
export type StoreChangeWishlistType = z.infer<typeof StoreChangeWishlist>
