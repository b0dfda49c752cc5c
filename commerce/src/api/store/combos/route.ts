import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COMBO_MODULE } from "../../../modules/combo"
import type ComboModuleService from "../../../modules/combo/service"
import { liveComboPrices } from "../../../lib/combo/part-sums"
import type { StoreListCombosType } from "./validators"

/**
 * The combos on sale: handle, city, parts (experience handle and option) and
 * the bundle price per currency and band with each part's share (stored: what
 * the cart charges), the parts' own sum read now from their current prices
 * (a sale included) and the saving (`sum - total`, 0 when the parts alone
 * cost no more: lib/combo/part-sums.ts). Read by the storefront build.
 */
export async function GET(req: MedusaRequest<unknown, StoreListCombosType>, res: MedusaResponse) {
  const combos: ComboModuleService = req.scope.resolve(COMBO_MODULE)
  const city = (req.validatedQuery as StoreListCombosType).city
  const list = await combos.listCombos(
    { status: "active", ...(city ? { city } : {}) },
    { take: null, order: { handle: "ASC" } },
  )
  const prices = await liveComboPrices(req.scope, list)
  res.json({
    combos: list.map((c, i) => ({
      id: c.id,
      handle: c.handle,
      city: c.city,
      parts: (c.parts as { items: unknown[] }).items,
      prices: prices[i],
    })),
  })
}
