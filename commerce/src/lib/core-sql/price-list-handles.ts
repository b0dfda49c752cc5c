import type { MedusaContainer } from "@medusajs/framework/types"
import { pgOf } from "./pg"

/**
 * The handles of the products whose variants carry these price-list prices:
 * prices by id (only those in a price list: a variant's own prices reach the
 * feed as `product-variant.updated`), every price of these price lists, or
 * the prices of these lists on these products. Deleted rows count (a list
 * deleted or ended still names the pages its prices were on), so the change
 * feed names the experiences a sale changes instead of every page.
 */
export async function priceListHandles(
  container: MedusaContainer,
  of: {
    priceIds?: readonly string[]
    priceListIds?: readonly string[]
    productIds?: readonly string[]
  },
): Promise<string[]> {
  const priceIds = [...(of.priceIds ?? [])]
  const listIds = [...(of.priceListIds ?? [])]
  if (!priceIds.length && !listIds.length) return []
  const productIds = of.productIds ? [...of.productIds] : null
  const { rows } = await pgOf(container).raw(
    `SELECT DISTINCT p.handle
       FROM price pr
       JOIN product_variant_price_set l ON l.price_set_id = pr.price_set_id AND l.deleted_at IS NULL
       JOIN product_variant v ON v.id = l.variant_id
       JOIN product p ON p.id = v.product_id
      WHERE pr.price_list_id IS NOT NULL
        AND (pr.id = ANY (?::text[]) OR pr.price_list_id = ANY (?::text[]))
        AND (?::text[] IS NULL OR p.id = ANY (?::text[]))`,
    [priceIds, listIds, productIds, productIds],
  )
  return (rows as { handle: string | null }[]).flatMap((r) => (r.handle ? [r.handle] : []))
}

/**
 * The active price lists that started or ended in the minute before the
 * current one began: a sale's dates change the price nobody edits, so no
 * event says so (the `site-sale-dates` job asks each minute).
 */
export async function priceListsStartedOrEnded(container: MedusaContainer): Promise<string[]> {
  const { rows } = await pgOf(container).raw(
    `SELECT id FROM price_list
      WHERE deleted_at IS NULL AND status = 'active'
        AND (starts_at >  date_trunc('minute', now()) - interval '1 minute'
               AND starts_at <= date_trunc('minute', now())
          OR ends_at >  date_trunc('minute', now()) - interval '1 minute'
               AND ends_at <= date_trunc('minute', now()))`,
  )
  return (rows as { id: string }[]).map((r) => r.id)
}
