import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * The columns of Medusa's core tables our own SQL relies on, by table: the SQL gathered in this
 * folder, and the few statements that stay where they are, each named here with the reason.
 * A Medusa upgrade that renames or drops one fails
 * `integration-tests/http/core-schema-contract.spec.ts`, which names the `table.column`.
 * `core-sql.test.ts` fails on a core table this folder's SQL names that is missing here.
 *
 * Left where they are (still covered here):
 * - `lib/ordered-cart.ts` (the card settlement's room): cart, cart_payment_collection, order_cart;
 * - `modules/booking-desk/sql/search.ts` (a module imports only itself and `@medusajs`): order,
 *   order_address, order_payment_collection, payment, capture, refund, product;
 * - `scripts/lib/product-commerce.mjs`' `CATALOGUE_VERSION_SQL` (run by `npm start` before Medusa,
 *   in plain Node): product, product_variant, price, price_list;
 * - the booking module's migrations index `order_line_item.metadata->>'hold_id'`,
 *   `order.created_at`, `lower(order.email)` and the lead guest's name in `order_address`.
 */
export const CORE_COLUMNS: Record<string, string[]> = {
  api_key: ["token", "type", "revoked_at", "deleted_at"],
  cart: [
    "id",
    "email",
    "completed_at",
    "currency_code",
    "region_id",
    "customer_id",
    "shipping_address_id",
    "metadata",
    "deleted_at",
  ],
  cart_line_item: [
    "id",
    "cart_id",
    "title",
    "variant_id",
    "variant_title",
    "quantity",
    "unit_price",
    "metadata",
    "deleted_at",
  ],
  cart_line_item_tax_line: ["item_id", "deleted_at"],
  cart_line_item_adjustment: ["item_id", "deleted_at"],
  cart_shipping_method: ["id", "cart_id", "deleted_at"],
  cart_shipping_method_tax_line: ["shipping_method_id", "deleted_at"],
  cart_shipping_method_adjustment: ["shipping_method_id", "deleted_at"],
  credit_line: ["cart_id", "deleted_at"],
  cart_promotion: ["cart_id", "promotion_id", "deleted_at"],
  cart_payment_collection: ["cart_id", "payment_collection_id", "deleted_at"],
  promotion: ["id", "code", "is_automatic", "status", "deleted_at"],
  order: [
    "id",
    "display_id",
    "email",
    "status",
    "billing_address_id",
    "created_at",
    "canceled_at",
    "deleted_at",
  ],
  order_cart: ["order_id", "cart_id", "deleted_at"],
  order_item: ["order_id", "item_id", "deleted_at"],
  order_line_item: ["id", "metadata", "deleted_at"],
  order_line_item_adjustment: ["item_id", "code", "deleted_at"],
  order_address: ["id", "first_name", "last_name"],
  order_payment_collection: ["order_id", "payment_collection_id", "deleted_at"],
  payment: ["id", "payment_collection_id", "deleted_at"],
  capture: ["payment_id", "amount", "deleted_at"],
  refund: ["payment_id", "amount", "deleted_at"],
  product: ["id", "title", "handle", "status", "metadata", "updated_at", "deleted_at"],
  product_variant: ["id", "product_id", "metadata", "updated_at", "deleted_at"],
  product_sales_channel: ["product_id", "sales_channel_id", "deleted_at"],
  product_variant_price_set: ["variant_id", "price_set_id", "updated_at", "deleted_at"],
  price: ["id", "price_set_id", "price_list_id", "updated_at", "deleted_at"],
  price_list: ["id", "status", "starts_at", "ends_at", "updated_at", "deleted_at"],
  price_list_rule: ["price_list_id", "updated_at", "deleted_at"],
}

/**
 * The `table.column`s of `contract` the database's current schema lacks (a missing table lists
 * every column of it), in the contract's order.
 */
export async function missingCoreColumns(
  pg: Knex,
  contract: Record<string, string[]> = CORE_COLUMNS,
): Promise<string[]> {
  const { rows } = await pg.raw(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY(?)`,
    [Object.keys(contract)],
  )
  const present = new Set(
    (rows as { table_name: string; column_name: string }[]).map(
      (r) => `${r.table_name}.${r.column_name}`,
    ),
  )
  return Object.entries(contract).flatMap(([table, columns]) =>
    columns.map((column) => `${table}.${column}`).filter((name) => !present.has(name)),
  )
}
