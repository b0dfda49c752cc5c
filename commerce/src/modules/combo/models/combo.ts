import { model } from "@medusajs/framework/utils"

/**
 * Two to four experiences sold together at a bundle price below the sum of
 * their prices. `handle` is the slug its content shares in Sanity.
 *
 * - `parts`: `{ items: [{ handle, product_id, option_code }] }`, in the order
 *   the traveller books them (each part is one option of one experience).
 * - `prices`: `{ [currency]: { [band]: { total, parts, sum } } }`: the bundle
 *   price of one traveller of that band, its share per part (same order as
 *   `parts`, adding up to `total`), and what the parts cost on their own at
 *   seed. `total` and `parts` are what the cart charges; `sum` is only the
 *   seed's check: readers take the parts' current prices (lib/combo/part-sums.ts).
 */
export const Combo = model.define("combo", {
  id: model.id({ prefix: "combo" }).primaryKey(),
  handle: model.text().unique(),
  city: model.text().index("IDX_combo_city"),
  parts: model.json(),
  prices: model.json(),
  status: model.enum(["active", "unavailable"]).default("active"),
})
