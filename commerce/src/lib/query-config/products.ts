/*
 * Field lists of `query.graph` reads of experiences (`entity: "product"`) and their options' and
 * bands' variants (`entity: "product_variant"`), once each and named by use, as orders.ts does
 * for orders. `query-config.test.ts` fails on such a read that writes its list out again.
 */

/** An experience's title in both languages (Spanish `title`, English `metadata.title_en`). */
export const PRODUCT_TITLE_FIELDS = ["id", "title", "metadata"]

/** Whether an experience is on sale (`published`) or taken down. */
export const PRODUCT_STATUS_FIELDS = ["id", "status"]

/** An experience's prices as the admin's booking facts show them: each variant's option, band and price. */
export const PRODUCT_PRICE_FACT_FIELDS = [
  "id",
  "variants.id",
  "variants.metadata",
  "variants.prices.amount",
  "variants.prices.currency_code",
]

/** An experience and its variants as cart and order lines copy them (lib/resolve-booking.ts). */
export const PRODUCT_LINE_FIELDS = [
  "id",
  "status",
  "title",
  "subtitle",
  "description",
  "handle",
  "thumbnail",
  "discountable",
  "is_giftcard",
  "type.id",
  "type.value",
  "collection.title",
  "variants.id",
  "variants.title",
  "variants.sku",
  "variants.barcode",
  "variants.thumbnail",
  "variants.metadata",
  "variants.price_set.id",
]

/** A variant's metadata: the option, band, extra or item it sells. */
export const VARIANT_METADATA_FIELDS = ["id", "metadata"]

/** A variant's price now, in the context the read passes (currency, region). */
export const VARIANT_PRICE_FIELDS = ["id", "calculated_price.calculated_amount"]

/** A variant's metadata and its price now. */
export const VARIANT_PRICED_FIELDS = [
  ...VARIANT_METADATA_FIELDS,
  "calculated_price.calculated_amount",
]

/** An experience a custom offer sells: its title and the sales channels it is sold in. */
export const PRODUCT_OFFER_FIELDS = [...PRODUCT_TITLE_FIELDS, "sales_channels.id"]
