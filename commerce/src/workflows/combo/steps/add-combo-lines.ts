import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ResolvedComboPart } from "../../../lib/combo/request"
import type { OpenCartFacts } from "../../../lib/core-sql/carts"
import { bookingLineItems } from "../../steps/add-booking-lines"

type Cart = Pick<OpenCartFacts, "id" | "currency_code" | "region_id" | "customer_id">

/**
 * Writes one line per part and band, priced at the part's share of the
 * bundle price (a custom price, so Medusa's cart refresh never re-prices it
 * back to the part's own price): the lines of a combo add up to its bundle
 * price. Compensation deletes them.
 */
export const addComboLinesStep = createStep(
  "add-combo-lines",
  async (
    input: { cart: Cart; parts: (ResolvedComboPart & { hold_id: string })[] },
    { container },
  ) => {
    const items = (
      await Promise.all(
        input.parts.map(async (part) => {
          const written = await bookingLineItems(container, input.cart, part.product_id, part.lines)
          return written.map((item, i) => ({
            ...item,
            unit_price: part.lines[i].unit_price,
            compare_at_unit_price: undefined,
            is_custom_price: true,
          }))
        }),
      )
    ).flat()
    const created = await container.resolve(Modules.CART).addLineItems(items)
    return new StepResponse(
      created,
      created.map((item) => item.id),
    )
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).deleteLineItems(ids)
  },
)
