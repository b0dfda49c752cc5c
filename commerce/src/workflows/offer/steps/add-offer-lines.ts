import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { BookingLine } from "../../../lib/booking-request"
import type { OpenCartFacts } from "../../../lib/core-sql/carts"
import { bookingLineItems } from "../../steps/add-booking-lines"

type Cart = Pick<OpenCartFacts, "id" | "currency_code" | "region_id" | "customer_id">

/** Cart lines that carry an offer's agreed price name its request here (the cart check keeps their price). */
export const OFFER_LINE_KEY = "offer_request_id"

/**
 * Writes an offer's booking lines (the lines of the hold just taken) at the
 * agreed unit prices, as custom prices so no cart refresh re-prices them;
 * every line names the offer's request. Compensation deletes them.
 */
export const addOfferLinesStep = createStep(
  "add-offer-lines",
  async (
    input: {
      cart: Cart
      product_id: string
      lines: BookingLine[]
      unit_prices: Record<string, string>
      request_id: string
    },
    { container },
  ) => {
    const items = (
      await bookingLineItems(container, input.cart, input.product_id, input.lines)
    ).map((item) => {
      const price = input.unit_prices[item.variant_id as string]
      if (price === undefined) throw new Error(`No offer price for variant ${item.variant_id}`)
      return {
        ...item,
        unit_price: price,
        is_custom_price: true,
        compare_at_unit_price: undefined,
        metadata: { ...item.metadata, [OFFER_LINE_KEY]: input.request_id },
      }
    })
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
