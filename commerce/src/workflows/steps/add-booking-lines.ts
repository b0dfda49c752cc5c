import type { CreateLineItemForCartDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, PriceListType, QueryContext } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import type { BookingLine } from "../../lib/booking-request"
import type { OpenCartFacts } from "../../lib/open-cart"
import { loadProductFacts } from "./resolve-booking"

type Cart = Pick<OpenCartFacts, "id" | "currency_code" | "region_id" | "customer_id">
type CalculatedPrice = {
  calculated_amount?: number | null
  original_amount?: number | null
  is_calculated_price_tax_inclusive?: boolean | null
  calculated_price?: { price_list_type?: string | null } | null
}

/** Current prices of a booking's variants in the cart's currency and region (never cached). */
async function linePrices(container: MedusaContainer, cart: Cart, variantIds: string[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: [
      "id",
      "calculated_price.calculated_amount",
      "calculated_price.original_amount",
      "calculated_price.is_calculated_price_tax_inclusive",
      "calculated_price.calculated_price.price_list_type",
    ],
    filters: { id: variantIds },
    context: {
      calculated_price: QueryContext({
        currency_code: cart.currency_code,
        region_id: cart.region_id ?? undefined,
        customer_id: cart.customer_id ?? undefined,
      }),
    },
  })
  return new Map((data as { id: string; calculated_price?: CalculatedPrice | null }[]).map((v) => [v.id, v.calculated_price]))
}

/**
 * Cart lines for a booking, as Medusa's add-to-cart would write them: the
 * product's and variant's descriptive fields (cached catalogue facts) and the
 * current calculated price. A variant without a price in the cart's currency
 * cannot be sold (400 `price_unavailable`).
 */
export async function bookingLineItems(container: MedusaContainer, cart: Cart, productId: string, lines: BookingLine[]) {
  const [facts, prices] = await Promise.all([
    loadProductFacts(container, productId),
    linePrices(container, cart, [...new Set(lines.map((l) => l.variant_id))]),
  ])
  const { product } = facts
  return lines.map((line): CreateLineItemForCartDTO => {
    const variant = facts.variants.find((v) => v.id === line.variant_id)
    const price = prices.get(line.variant_id)
    if (!variant || typeof price?.calculated_amount !== "number") {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "price_unavailable")
    }
    const onSale =
      price.calculated_price?.price_list_type === PriceListType.SALE &&
      typeof price.original_amount === "number" &&
      price.original_amount !== price.calculated_amount
    return {
      cart_id: cart.id,
      quantity: line.quantity,
      title: product.title,
      subtitle: variant.title ?? undefined,
      thumbnail: variant.thumbnail ?? product.thumbnail ?? undefined,
      product_id: product.id,
      product_title: product.title,
      product_description: product.description ?? undefined,
      product_subtitle: product.subtitle ?? undefined,
      product_type: product.type?.value ?? undefined,
      product_type_id: product.type?.id ?? undefined,
      product_collection: product.collection?.title ?? undefined,
      product_handle: product.handle ?? undefined,
      variant_id: variant.id,
      variant_sku: variant.sku ?? undefined,
      variant_barcode: variant.barcode ?? undefined,
      variant_title: variant.title ?? undefined,
      is_discountable: product.discountable ?? true,
      requires_shipping: false,
      unit_price: price.calculated_amount,
      compare_at_unit_price: onSale ? price.original_amount! : undefined,
      is_tax_inclusive: !!price.is_calculated_price_tax_inclusive,
      metadata: line.metadata,
    }
  })
}

/**
 * Writes a booking's lines into the cart in one insert (the lines of a hold
 * taken in this same workflow, under the cart's lock); compensation deletes
 * them. Whether Medusa's cart refresh must follow is the workflow's call.
 */
export const addBookingLinesStep = createStep(
  "add-booking-lines",
  async (input: { cart: Cart; product_id: string; lines: BookingLine[] }, { container }) => {
    const items = await bookingLineItems(container, input.cart, input.product_id, input.lines)
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
