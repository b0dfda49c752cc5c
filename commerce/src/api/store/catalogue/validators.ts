import { z } from "@medusajs/framework/zod"

/** Most offers `GET /store/catalogue/offers` answers at once (a build reads 50,000 in ten pages a currency). */
export const MAX_OFFERS_AT_ONCE = 5000
/** Most handles it takes at once (a regeneration reads one change's experiences). */
export const MAX_OFFER_HANDLES = 200
const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/
/** A Medusa product id: the cursor is the last id of the page before. */
const PRODUCT_ID = /^prod_[0-9A-Z]{26}$/

/** Comma-separated experience handles, at most MAX_OFFER_HANDLES. */
const handleList = z
  .string()
  .max(MAX_OFFER_HANDLES * 201)
  .transform((s) => s.split(","))
  .pipe(
    z
      .array(z.string().regex(HANDLE, "Use experience handles separated by commas"))
      .min(1)
      .max(MAX_OFFER_HANDLES),
  )

/** Query of `GET /store/catalogue/offers`: a page of the catalogue's offers in one currency. */
export const StoreListCatalogueOffers = z.object({
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, "Use a currency code such as EUR")
    .transform((c) => c.toLowerCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_OFFERS_AT_ONCE).default(1000),
  /** The `next_cursor` of the page before. */
  cursor: z.string().regex(PRODUCT_ID, "Use the next_cursor of the page before").optional(),
  /** Only these products (comma-separated handles). */
  handle: handleList.optional(),
})
export type StoreListCatalogueOffersType = z.infer<typeof StoreListCatalogueOffers>

/** Most reviews of each experience `GET /store/catalogue/reviews` answers (a page shows 3). */
export const MAX_FIRST_REVIEWS = 10

/** Query of `GET /store/catalogue/reviews`: the first reviews of these experiences. */
export const StoreListCatalogueReviews = z.object({
  /** The experiences (comma-separated handles, at most MAX_OFFER_HANDLES). */
  handle: handleList,
  /** Reviews of each. */
  limit: z.coerce.number().int().min(1).max(MAX_FIRST_REVIEWS).default(3),
})
export type StoreListCatalogueReviewsType = z.infer<typeof StoreListCatalogueReviews>
