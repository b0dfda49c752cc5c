import type { MedusaContainer } from "@medusajs/framework/types"
import { pgOf } from "./pg"

/** A published product of the catalogue with the price sets of its adult and its per-item variants. */
export type OfferProduct = {
  id: string
  handle: string
  /** Price sets of the variants whose metadata says `band: "adult"`. */
  adult: string[]
  /** Price sets of the variants whose metadata says `unit: "item"`. */
  item: string[]
}

/**
 * A page of published products sold in these sales channels, by id after
 * `after` (or only these handles), each with the price sets of its adult and
 * per-item variants: one statement, on the partial indexes of live rows. What
 * the store's product listing would answer for the catalogue's offers, without
 * the product graph (GET /store/catalogue/offers).
 */
export async function offerProducts(
  container: MedusaContainer,
  page: {
    salesChannelIds: readonly string[]
    limit: number
    after?: string
    handles?: readonly string[]
  },
): Promise<OfferProduct[]> {
  const { rows } = await pgOf(container).raw(
    `WITH page AS (
       SELECT p.id, p.handle
         FROM product p
        WHERE p.deleted_at IS NULL AND p.status = 'published'
          AND p.id > ?
          AND (?::text[] IS NULL OR p.handle = ANY (?::text[]))
          AND EXISTS (SELECT 1 FROM product_sales_channel c
                       WHERE c.product_id = p.id AND c.deleted_at IS NULL
                         AND c.sales_channel_id = ANY (?::text[]))
        ORDER BY p.id
        LIMIT ?)
     SELECT page.id, page.handle,
            coalesce(array_agg(l.price_set_id) FILTER (WHERE v.metadata->>'band' = 'adult'), '{}') AS adult,
            coalesce(array_agg(l.price_set_id) FILTER (WHERE v.metadata->>'unit' = 'item'), '{}') AS item
       FROM page
       LEFT JOIN product_variant v ON v.product_id = page.id AND v.deleted_at IS NULL
        AND (v.metadata->>'band' = 'adult' OR v.metadata->>'unit' = 'item')
       LEFT JOIN product_variant_price_set l ON l.variant_id = v.id AND l.deleted_at IS NULL
      GROUP BY page.id, page.handle
      ORDER BY page.id`,
    [
      page.after ?? "",
      page.handles ? [...page.handles] : null,
      page.handles ? [...page.handles] : null,
      [...page.salesChannelIds],
      page.limit,
    ],
  )
  return rows as OfferProduct[]
}
