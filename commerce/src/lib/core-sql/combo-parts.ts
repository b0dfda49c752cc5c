import type { MedusaContainer } from "@medusajs/framework/types"
import { pgOf } from "./pg"

/** The price set of one option's variant for one band of a product (variant metadata `option_code`, `band`). */
export type PartPriceSet = {
  product_id: string
  option_code: string
  band: string
  price_set_id: string
}

/**
 * The price sets of these products' live per-band variants: what a traveller
 * pays for a combo's part bought alone is the calculated price of its
 * option's variant for the band (lib/combo/part-sums.ts). One statement.
 */
export async function partPriceSets(
  container: MedusaContainer,
  productIds: readonly string[],
): Promise<PartPriceSet[]> {
  if (!productIds.length) return []
  const { rows } = await pgOf(container).raw(
    `SELECT v.product_id, v.metadata->>'option_code' AS option_code,
            v.metadata->>'band' AS band, l.price_set_id
       FROM product_variant v
       JOIN product_variant_price_set l ON l.variant_id = v.id AND l.deleted_at IS NULL
      WHERE v.deleted_at IS NULL AND v.product_id = ANY (?::text[])
        AND v.metadata->>'band' IS NOT NULL AND v.metadata->>'option_code' IS NOT NULL`,
    [[...productIds]],
  )
  return rows as PartPriceSet[]
}

/**
 * The handles of the combos with a part among these experience handles: a
 * change to a part's price or facts changes the combo's page and cards too
 * (the parts' sum and saving, the parts' own prices), so the change feed names
 * them along with the experience.
 */
export async function combosContaining(
  container: MedusaContainer,
  handles: readonly string[],
): Promise<string[]> {
  if (!handles.length) return []
  const { rows } = await pgOf(container).raw(
    `SELECT c.handle FROM combo c
      WHERE c.deleted_at IS NULL
        AND ARRAY(SELECT jsonb_array_elements(c.parts->'items')->>'handle') && ?::text[]`,
    [[...handles]],
  )
  return (rows as { handle: string }[]).map((r) => r.handle)
}

/** These handles and the combos containing them (an experience's change is on its combos' pages too). */
export async function withTheirCombos(container: MedusaContainer, handles: readonly string[]) {
  return [...new Set([...handles, ...(await combosContaining(container, handles))])]
}
