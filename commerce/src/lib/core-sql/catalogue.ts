import type { MedusaContainer } from "@medusajs/framework/types"
import { pgOf } from "./pg"

/** What an experience's catalogue entry is cached by (see lib/experience-catalogue.ts). */
export type Stamp = { product_id: string; sellable: boolean; stamp: string }

/**
 * The stamp's select list over `experience e JOIN product p`: what makes a
 * cached entry stale. Shared with the day's one-statement read (day-facts.ts).
 * Live rows only (`deleted_at IS NULL`), so each lookup is on Medusa's partial
 * indexes instead of a scan of every option, variant and price of the shop (a
 * deletion still changes the stamp: it lowers the count, and a row added in
 * its place raises the latest update time).
 */
export const STAMP_COLUMNS = `e.product_id,
            (e.status = 'active' AND p.status = 'published') AS sellable,
            concat_ws('|', e.status, e.updated_at, p.status, p.updated_at,
              (SELECT concat(count(*), '/', max(o.updated_at))
                 FROM experience_option o WHERE o.experience_id = e.id AND o.deleted_at IS NULL),
              (SELECT concat(count(*), '/', max(v.updated_at))
                 FROM product_variant v WHERE v.product_id = p.id AND v.deleted_at IS NULL),
              (SELECT concat(count(*), '/', max(pr.updated_at), '/', max(l.updated_at), '/',
                        (SELECT string_agg(concat(pl.id, '@', pl.updated_at, '@', pl.deleted_at, '@',
                                  (pl.status = 'active' AND (pl.starts_at IS NULL OR pl.starts_at <= now())
                                    AND (pl.ends_at IS NULL OR pl.ends_at > now())), '@',
                                  (SELECT concat(count(*), '/', max(r.updated_at))
                                     FROM price_list_rule r WHERE r.price_list_id = pl.id AND r.deleted_at IS NULL)), ',' ORDER BY pl.id)
                           FROM price_list pl
                          WHERE pl.id = ANY (array_agg(DISTINCT pr.price_list_id) FILTER (WHERE pr.price_list_id IS NOT NULL))))
                 FROM product_variant v
                 JOIN product_variant_price_set l ON l.variant_id = v.id AND l.deleted_at IS NULL
                 JOIN price pr ON pr.price_set_id = l.price_set_id AND pr.deleted_at IS NULL
                WHERE v.product_id = p.id AND v.deleted_at IS NULL)) AS stamp`

/** The tables STAMP_COLUMNS reads from: an experience and its live product. */
export const STAMP_FROM = `experience e
           JOIN product p ON p.id = e.product_id AND p.deleted_at IS NULL`

/** The stamp of the live experience with this handle; undefined when there is none. */
export async function catalogueStamp(
  container: MedusaContainer,
  handle: string,
): Promise<Stamp | undefined> {
  const { rows } = await pgOf(container).raw(
    `SELECT ${STAMP_COLUMNS}
       FROM ${STAMP_FROM}
      WHERE e.handle = ? AND e.deleted_at IS NULL
      LIMIT 1`,
    [handle],
  )
  return rows[0] as Stamp | undefined
}
