import type { CreateLineItemForCartDTO, MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules, PriceListType } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import type { BookingLine } from "../../lib/booking-request"
import type { OpenCartFacts } from "../../lib/core-sql/carts"
import { priceSets } from "../../lib/price-sets"
import { loadProductFacts, type LineVariant } from "../../lib/resolve-booking"

type Cart = Pick<OpenCartFacts, "id" | "currency_code" | "region_id" | "customer_id">

/**
 * Current prices of a booking's variants in the cart's currency and region
 * (never cached): the pricing module's calculation from the variants' price
 * sets (lib/price-sets.ts, as `query.graph`'s `calculated_price` makes it),
 * without the three reads that find the price sets (kept with the product's facts).
 */
async function linePrices(container: MedusaContainer, cart: Cart, variants: LineVariant[]) {
  const bySet = await priceSets(
    container,
    variants.flatMap((v) => (v.price_set?.id ? [v.price_set.id] : [])),
    { currency_code: cart.currency_code, region_id: cart.region_id, customer_id: cart.customer_id },
  )
  return new Map(
    variants.map((v) => [v.id, v.price_set?.id ? bySet.get(v.price_set.id) : undefined]),
  )
}

/**
 * Cart lines for a booking, as Medusa's add-to-cart would write them: the
 * product's and variant's descriptive fields (cached catalogue facts) and the
 * current calculated price. A variant without a price in the cart's currency
 * cannot be sold (400 `price_unavailable`).
 */
export async function bookingLineItems(
  container: MedusaContainer,
  cart: Cart,
  productId: string,
  lines: BookingLine[],
) {
  const facts = await loadProductFacts(container, productId)
  const wanted = new Set(lines.map((l) => l.variant_id))
  const prices = await linePrices(
    container,
    cart,
    facts.variants.filter((v) => wanted.has(v.id)),
  )
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
